import { isSameAddress, shortenAddress } from '@/config/walletAddress';
import { walletProblem, walletProblemText } from '@/config/walletErrors';
import { isWalletChainSupported, walletChainIds, walletRetryDelay, WALLET_QUERY_DEFAULTS, WALLET_PERSIST } from '@/config/wallet';

const rpc = (code: number, name = 'Error') => Object.assign(new Error('wallet said no'), { code, name });

describe('walletProblem', () => {
  it('reads EIP-1193 codes and wagmi/viem error names, through causes', () => {
    expect(walletProblem(rpc(4001))).toBe('rejected');
    expect(walletProblem({ name: 'UserRejectedRequestError' })).toBe('rejected');
    expect(walletProblem(new Error('wrapped', { cause: new Error('inner', { cause: rpc(4001) }) }))).toBe('rejected');
    expect(walletProblem({ name: 'ProviderNotFoundError' })).toBe('no-wallet');
    expect(walletProblem(rpc(-32002))).toBe('pending');
    expect(walletProblem(rpc(-32603))).toBe('other');
    expect(walletProblem('text')).toBe('other');
    expect(walletProblem(null)).toBe('other');
  });

  it('stops on a cause cycle', () => {
    const a: { cause?: unknown } = {};
    a.cause = a;
    expect(walletProblem(a)).toBe('other');
  });

  it('names the action the member declined', () => {
    expect(walletProblemText('sign', rpc(4001))).toBe('You declined the signature; the wallet was not linked');
    expect(walletProblemText('connect', rpc(4001))).toBe('You declined the connection request in your wallet');
    expect(walletProblemText('switch', rpc(4001))).toBe('You declined the network switch in your wallet');
    expect(walletProblemText('connect', { name: 'ProviderNotFoundError' })).toBe(
      "No browser wallet found: install MetaMask or open this page in your wallet's browser",
    );
    expect(walletProblemText('sign', rpc(-1))).toBe('The wallet could not complete the request, please try again');
  });
});

describe('addresses', () => {
  it('shortens to the first and last four hex digits', () => {
    expect(shortenAddress('0x8ba1f109551bD432803012645Ac136ddd64DBA72')).toBe('0x8ba1…BA72');
    expect(shortenAddress('0x1234')).toBe('0x1234');
  });

  it('compares without regard to the checksum case', () => {
    expect(isSameAddress('0x8ba1f109551bd432803012645ac136ddd64dba72', '0x8ba1f109551bD432803012645Ac136ddd64DBA72')).toBe(true);
    expect(isSameAddress(null, '0x1')).toBe(false);
    expect(isSameAddress('', '')).toBe(false);
  });
});

describe('wallet constants', () => {
  it('offers BNB Smart Chain, and its testnet outside production', () => {
    expect(walletChainIds('production')).toEqual([56]);
    expect(walletChainIds('development')).toEqual([56, 97]);
    expect(walletChainIds('test')).toEqual([56, 97]);
    expect(isWalletChainSupported(56)).toBe(true);
    expect(isWalletChainSupported(1)).toBe(false);
    expect(isWalletChainSupported(undefined)).toBe(false);
  });

  it('retries 3 times from 150 ms, doubling; keeps the cache 24 hours, written at most once a second', () => {
    expect(WALLET_QUERY_DEFAULTS.retry).toBe(3);
    expect([0, 1, 2].map(walletRetryDelay)).toEqual([150, 300, 600]);
    expect(WALLET_QUERY_DEFAULTS.gcTime).toBe(86_400_000);
    expect(WALLET_PERSIST.maxAge).toBe(86_400_000);
    expect(WALLET_PERSIST.throttleTime).toBe(1000);
  });
});
