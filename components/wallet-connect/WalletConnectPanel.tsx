import { useCallback, useEffect, useRef, useState } from 'react';
import { useConnect, useConnection, useConnectors } from 'wagmi';
import Button from '@/components/ui/Button';
import ButtonRow from '@/components/ui/ButtonRow';
import ExternalLink from '@/components/ui/ExternalLink';
import Note from '@/components/ui/Note';
import Notice from '@/components/ui/Notice';
import Stack from '@/components/ui/Stack';
import { walletProblem, walletProblemText } from '@/config/walletErrors';
import { WALLET_INSTALL_URL } from '@/config/wallet';
import { useTranslation } from '@/hooks/useTranslation';
import ConnectedWallet from './ConnectedWallet';
import type { WalletConnectProps } from './types';

interface ConnectProblem {
  text: string;
  noWallet: boolean;
}

/** Connects the injected wallet (window.ethereum), then hands over to ConnectedWallet. */
export default function WalletConnectPanel({ autoConnect, linkedAddress, onLink }: WalletConnectProps) {
  const { t } = useTranslation();
  const connection = useConnection();
  const [connector] = useConnectors();
  const { mutate: connect, isPending } = useConnect();
  const [problem, setProblem] = useState<ConnectProblem | null>(null);
  const autoConnected = useRef(false);

  const reportProblem = useCallback(
    (error: unknown) =>
      setProblem({ text: t(walletProblemText('connect', error)), noWallet: walletProblem(error) === 'no-wallet' }),
    [t],
  );

  const startConnect = () => {
    setProblem(null);
    connect({ connector }, { onError: reportProblem });
  };

  // The member pressed "Connect wallet" before this part was loaded: carry on with that click once.
  useEffect(() => {
    if (!autoConnect || autoConnected.current || connection.status !== 'disconnected') return;
    autoConnected.current = true;
    connect({ connector }, { onError: reportProblem });
  }, [autoConnect, connect, connection.status, connector, reportProblem]);

  if (connection.status === 'connected') {
    // A new account or network starts afresh (an earlier problem no longer applies).
    return (
      <ConnectedWallet
        key={`${connection.address}-${connection.chainId}`}
        address={connection.address}
        chainId={connection.chainId}
        linkedAddress={linkedAddress}
        onLink={onLink}
      />
    );
  }

  const waiting = isPending || connection.status === 'connecting' || connection.status === 'reconnecting';
  return (
    <Stack $gap={12}>
      {waiting && <Note role="status">{t('Waiting for your wallet…')}</Note>}
      {problem && (
        <Notice role="alert">
          {problem.text}
          {problem.noWallet && (
            <>
              {' '}
              <ExternalLink href={WALLET_INSTALL_URL} target="_blank" rel="noopener noreferrer">
                {t('Get MetaMask')}
              </ExternalLink>
            </>
          )}
        </Notice>
      )}
      {problem?.noWallet && <Note>{t('You can still save your bank account above.')}</Note>}
      <ButtonRow>
        <Button onClick={startConnect} disabled={waiting}>
          {problem?.noWallet ? t('Try again') : t('Connect wallet')}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
