import { act, screen, waitFor, within } from '@testing-library/react';
import { http as handle } from 'msw';
import { getAddress } from 'viem';
import { WALLET_CONNECTED_FLAG } from '@/config/wallet';
import { apiUrl } from '../../setup/handlers';
import { server } from '../../setup/server';
import { fail, ok, recordPost } from '../auth/helpers/authFixtures';
import { installEthereum, removeEthereum, rpcError, userRejected, type FakeEthereum } from './helpers/fakeEthereum';
import { renderPayment, storedPayout, vi } from './helpers/renderPayment';
import { expectWagmiLoadable } from './helpers/wagmiInJest';

const ACCOUNT = '0x8ba1f109551bd432803012645ac136ddd64dba72';
const CHECKSUMMED = getAddress(ACCOUNT);
const SHORT = '0x8ba1…BA72';
const WALLET_MESSAGE = 'FilHub: link this wallet to demo. Nonce 7f3a';
const UPDATE = 'auth/client/update-payment';

beforeAll(expectWagmiLoadable);

/** Every request the page made (msw sees fetch and XHR alike). */
const requested: string[] = [];
const recordRequest = ({ request }: { request: Request }) => {
  requested.push(request.url);
};

beforeEach(() => {
  requested.length = 0;
  server.events.on('request:start', recordRequest);
});

afterEach(() => {
  server.events.removeListener('request:start', recordRequest);
  removeEthereum();
  // Connecting, switching and signing talk to window.ethereum only: no chain RPC over http,
  // nothing outside our origin's /api and /locales (what the production CSP allows).
  const elsewhere = requested.filter((url) => {
    const { origin, pathname } = new URL(url);
    return origin !== window.location.origin || !/^\/(api|locales)\//.test(pathname);
  });
  expect(elsewhere).toEqual([]);
});

/** The one-time wallet message, recording the addresses it was asked for. */
function walletMessage(asked: string[] = []) {
  server.use(
    handle.get(apiUrl('auth/client/payment/wallet-message'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('address') ?? '');
      return ok({ message: WALLET_MESSAGE });
    }),
  );
  return asked;
}

async function connect(ethereum?: FakeEthereum) {
  const view = await renderPayment();
  await view.user.click(screen.getByRole('button', { name: vi('Connect wallet') }));
  if (ethereum) await screen.findByText(SHORT);
  return view;
}

/** The secure password in the bank account form: linking a wallet is a payout change it confirms. */
async function typeSecurePassword(user: Awaited<ReturnType<typeof connect>>['user']) {
  await user.type(screen.getByLabelText(vi('Secure password')), 'Secure@12345');
}

describe('/setting/payment, BSC wallet', () => {
  it('loads the wallet part only when asked, then connects the injected wallet and shows its address', async () => {
    const ethereum = installEthereum();
    const { user } = await renderPayment();
    expect(screen.queryByText(vi('Connected wallet'), { exact: false })).not.toBeInTheDocument();
    expect(ethereum.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: vi('Connect wallet') }));
    expect(await screen.findByText(SHORT)).toBeInTheDocument();
    expect(screen.getByText(CHECKSUMMED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: vi('Sign and link') })).toBeEnabled();
    expect(ethereum.methods()).toContain('eth_requestAccounts');
    // Nothing but the wallet was asked: no chain reads.
    expect(ethereum.methods().every((method) => !method.startsWith('eth_get') && method !== 'eth_call')).toBe(true);
  });

  it('explains a missing browser wallet, and the bank form still works', async () => {
    const { user } = await connect();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(vi("No browser wallet found: install MetaMask or open this page in your wallet's browser"));
    expect(within(alert).getByRole('link', { name: vi('Get MetaMask') })).toHaveAttribute('href', 'https://metamask.io/download/');
    expect(screen.getByRole('button', { name: vi('Try again') })).toBeEnabled();

    server.use(recordPost(UPDATE, () => ok(storedPayout)).handler);
    await typeSecurePassword(user);
    await user.click(screen.getByRole('button', { name: vi('Save') }));
    expect(await screen.findByText(vi('Payout details saved'))).toBeInTheDocument();
  });

  it('says so when the member declines the connection, and offers it again', async () => {
    const ethereum = installEthereum();
    ethereum.failures.set('eth_requestAccounts', userRejected());
    const { user } = await connect();
    expect(await screen.findByText(vi('You declined the connection request in your wallet'))).toBeInTheDocument();

    ethereum.failures.clear();
    await user.click(screen.getByRole('button', { name: vi('Connect wallet') }));
    expect(await screen.findByText(SHORT)).toBeInTheDocument();
  });

  it('asks to switch a wallet on another network to BNB Smart Chain', async () => {
    const ethereum = installEthereum({ chainId: 1 });
    const { user } = await connect(ethereum);
    expect(screen.getByText(vi('Your wallet is on another network. Switch it to BNB Smart Chain to link it.'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: vi('Sign and link') })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: vi('Switch to BNB Smart Chain') }));
    expect(await screen.findByRole('button', { name: vi('Sign and link') })).toBeInTheDocument();
    expect(ethereum.callsOf('wallet_switchEthereumChain')).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x38' }] },
    ]);
    expect(screen.queryByRole('button', { name: vi('Switch to BNB Smart Chain') })).not.toBeInTheDocument();
  });

  it('offers BNB Smart Chain to a wallet that does not know it yet', async () => {
    const ethereum = installEthereum({ chainId: 1 });
    ethereum.failures.set('wallet_switchEthereumChain', rpcError(4902, 'Unrecognized chain ID "0x38".'));
    const { user } = await connect(ethereum);
    await user.click(screen.getByRole('button', { name: vi('Switch to BNB Smart Chain') }));

    expect(await screen.findByRole('button', { name: vi('Sign and link') })).toBeInTheDocument();
    const [added] = ethereum.callsOf('wallet_addEthereumChain');
    expect(added.params).toEqual([
      expect.objectContaining({ chainId: '0x38', chainName: 'BNB Smart Chain', rpcUrls: ['https://bsc-dataseed.bnbchain.org'] }),
    ]);
  });

  it('follows a network change made in the wallet', async () => {
    const ethereum = installEthereum();
    await connect(ethereum);
    act(() => ethereum.switchTo(1));
    expect(await screen.findByRole('button', { name: vi('Switch to BNB Smart Chain') })).toBeInTheDocument();
  });

  it('says so when the member declines the network switch', async () => {
    const ethereum = installEthereum({ chainId: 1 });
    ethereum.failures.set('wallet_switchEthereumChain', userRejected());
    const { user } = await connect(ethereum);
    await user.click(screen.getByRole('button', { name: vi('Switch to BNB Smart Chain') }));
    expect(await screen.findByText(vi('You declined the network switch in your wallet'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: vi('Switch to BNB Smart Chain') })).toBeEnabled();
  });

  it('signs the server message and links the wallet with the bank fields', async () => {
    const asked = walletMessage();
    const update = recordPost(UPDATE, () => ok({ ...storedPayout, walletAddress: CHECKSUMMED }));
    server.use(update.handler);
    const ethereum = installEthereum();
    const { user } = await connect(ethereum);
    await waitFor(() => expect(screen.getByLabelText(vi('Account number'))).toHaveValue(storedPayout.accountNumber));
    await typeSecurePassword(user);

    await user.click(screen.getByRole('button', { name: vi('Sign and link') }));
    expect(await screen.findByText(vi('Wallet linked'))).toBeInTheDocument();

    expect(asked).toEqual([CHECKSUMMED]);
    // The payout details, the message and the update; the address book (the linked wallet joins it) loads and reloads.
    const calls = requested.filter((url) => url.includes('/api/auth/client/'));
    expect(calls.filter((url) => !url.endsWith('/withdraw-addresses'))).toHaveLength(3);
    await waitFor(() => expect(requested.filter((url) => url.endsWith('/api/auth/client/withdraw-addresses'))).toHaveLength(2));
    const [sign] = ethereum.callsOf('personal_sign');
    expect(sign.params).toEqual([`0x${Buffer.from(WALLET_MESSAGE).toString('hex')}`, CHECKSUMMED]);
    expect(update.bodies).toEqual([
      {
        bankCode: storedPayout.bankCode,
        accountNumber: storedPayout.accountNumber,
        accountName: storedPayout.accountName,
        securePassword: 'Secure@12345',
        walletAddress: CHECKSUMMED,
        signature: ethereum.signature,
      },
    ]);
    expect(screen.getByLabelText(vi('Secure password'))).toHaveValue('');

    const linked = screen.getByText(vi('Linked wallet')).parentElement as HTMLElement;
    expect(within(linked).getByText(SHORT)).toBeInTheDocument();
    expect(screen.getByText(vi('This wallet is linked to your account.'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: vi('Sign and link') })).not.toBeInTheDocument();
  });

  it('says so when the member declines the signature, and the button stays', async () => {
    walletMessage();
    const update = recordPost(UPDATE, () => ok(storedPayout));
    server.use(update.handler);
    const ethereum = installEthereum();
    ethereum.failures.set('personal_sign', userRejected());
    const { user } = await connect(ethereum);
    await typeSecurePassword(user);
    await user.click(screen.getByRole('button', { name: vi('Sign and link') }));

    expect(await screen.findByText(vi('You declined the signature; the wallet was not linked'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: vi('Sign and link') })).toBeEnabled();
    expect(update.bodies).toHaveLength(0);
    expect(screen.getByText(vi('No wallet linked yet.'))).toBeInTheDocument();
  });

  it("shows the server's signature error", async () => {
    walletMessage();
    server.use(
      recordPost(UPDATE, () => fail(400, 'VALIDATION_FAILED', { fields: { signature: 'SIGNATURE_MISMATCH' } })).handler,
    );
    const ethereum = installEthereum();
    const { user } = await connect(ethereum);
    await typeSecurePassword(user);
    await user.click(screen.getByRole('button', { name: vi('Sign and link') }));

    expect(await screen.findByText(vi('The signature does not match this wallet'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: vi('Sign and link') })).toBeEnabled();
  });

  it("shows the server's secure-password error under the field and with the link", async () => {
    walletMessage();
    server.use(
      recordPost(UPDATE, () => fail(400, 'SECURE_PASSWORD_WRONG', { fields: { securePassword: 'SECURE_PASSWORD_WRONG' } })).handler,
    );
    const ethereum = installEthereum();
    const { user } = await connect(ethereum);
    await waitFor(() => expect(screen.getByLabelText(vi('Account number'))).toHaveValue(storedPayout.accountNumber));
    await typeSecurePassword(user);
    await user.click(screen.getByRole('button', { name: vi('Sign and link') }));

    await waitFor(() => expect(screen.getByLabelText(vi('Secure password'))).toHaveAccessibleDescription(vi('The secure password is wrong')));
    expect(screen.getAllByText(vi('The secure password is wrong')).length).toBeGreaterThan(1);
    expect(screen.getByText(vi('No wallet linked yet.'))).toBeInTheDocument();
  });

  it('asks for the bank account first when there is none', async () => {
    const asked = walletMessage();
    const ethereum = installEthereum();
    const view = await renderPayment(null);
    await view.user.click(screen.getByRole('button', { name: vi('Connect wallet') }));
    await view.user.click(await screen.findByRole('button', { name: vi('Sign and link') }));

    expect(
      await screen.findByText(vi('Fill in your bank account and your secure password first: the wallet is saved together with them')),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: vi('Bank') })).toHaveFocus();
    expect(asked).toHaveLength(0);
    expect(ethereum.callsOf('personal_sign')).toHaveLength(0);
  });

  it('restores a remembered connection without a click', async () => {
    window.localStorage.setItem(WALLET_CONNECTED_FLAG, 'true');
    installEthereum({ connected: true });
    await renderPayment();
    expect(await screen.findByText(SHORT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: vi('Sign and link') })).toBeInTheDocument();
  });
});
