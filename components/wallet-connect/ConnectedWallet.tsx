import { useState } from 'react';
import type { Address } from 'viem';
import { useDisconnect, useSignMessage, useSwitchChain } from 'wagmi';
import Button from '@/components/ui/Button';
import ButtonRow from '@/components/ui/ButtonRow';
import Note from '@/components/ui/Note';
import Notice from '@/components/ui/Notice';
import Stack from '@/components/ui/Stack';
import { isSameAddress } from '@/config/walletAddress';
import { walletProblemText } from '@/config/walletErrors';
import { BSC_PUBLIC_RPC_URL, isWalletChainSupported, WALLET_TARGET_CHAIN_ID } from '@/config/wallet';
import { useTranslation } from '@/hooks/useTranslation';
import type { WalletConnectProps } from './types';
import WalletAddress from './WalletAddress';

interface ConnectedWalletProps extends Pick<WalletConnectProps, 'linkedAddress' | 'onLink'> {
  address: Address;
  chainId: number;
}

/** A connected wallet: switch it to BNB Smart Chain if needed, then sign and link it. */
export default function ConnectedWallet({ address, chainId, linkedAddress, onLink }: ConnectedWalletProps) {
  const { t } = useTranslation();
  const { mutate: switchChain, isPending: isSwitching } = useSwitchChain();
  const { mutateAsync: signMessage } = useSignMessage();
  const { mutate: disconnect } = useDisconnect();
  const [problem, setProblem] = useState<string | null>(null);
  const [isLinking, setLinking] = useState(false);
  const onRightChain = isWalletChainSupported(chainId);
  const isLinked = isSameAddress(address, linkedAddress);

  const switchNetwork = () => {
    setProblem(null);
    switchChain(
      { chainId: WALLET_TARGET_CHAIN_ID, addEthereumChainParameter: { rpcUrls: [BSC_PUBLIC_RPC_URL] } },
      { onError: (error) => setProblem(t(walletProblemText('switch', error))) },
    );
  };

  const link = async () => {
    setProblem(null);
    setLinking(true);
    try {
      const outcome = await onLink(address, (message) => signMessage({ message, account: address }));
      if (!outcome.linked) setProblem(outcome.problem ?? t('Something went wrong, please try again'));
    } catch {
      setProblem(t('Something went wrong, please try again'));
    } finally {
      setLinking(false);
    }
  };

  return (
    <Stack $gap={12}>
      <WalletAddress label={t('Connected wallet')} address={address} />
      {!onRightChain && (
        <Notice $tone="info">{t('Your wallet is on another network. Switch it to BNB Smart Chain to link it.')}</Notice>
      )}
      {onRightChain && isLinked && <Note>{t('This wallet is linked to your account.')}</Note>}
      {isLinking && <Note role="status">{t('Confirm the signature in your wallet…')}</Note>}
      {problem && <Notice role="alert">{problem}</Notice>}
      <ButtonRow>
        {!onRightChain && (
          <Button onClick={switchNetwork} disabled={isSwitching}>
            {t('Switch to BNB Smart Chain')}
          </Button>
        )}
        {onRightChain && !isLinked && (
          <Button onClick={() => void link()} disabled={isLinking}>
            {t('Sign and link')}
          </Button>
        )}
        <Button $variant="secondary" onClick={() => disconnect()}>{t('Disconnect wallet')}</Button>
      </ButtonRow>
    </Stack>
  );
}
