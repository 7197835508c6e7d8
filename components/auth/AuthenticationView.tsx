import { useState } from 'react';
import styled from 'styled-components';
import Button from '@/components/ui/Button';
import { useQueryParam } from '@/hooks/auth/useQueryParam';
import { useRequirePendingSecondFactor } from '@/hooks/auth/useRequirePendingSecondFactor';
import { useStepHasPasskey } from '@/hooks/auth/useStepHasPasskey';
import { useSignIn } from '@/hooks/auth/useSignIn';
import { useTranslation } from '@/hooks/useTranslation';
import AuthCard from '@/components/shared/AuthCard';
import CodeStepForm from './CodeStepForm';
import RecoveryCodeStepForm from './RecoveryCodeStepForm';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-top: 12px;
`;

/**
 * /authentication: the second factor of a sign-in, only reachable with a pending 2FA cookie: the authenticator code,
 * or in its place a recovery code or one of the member's passkeys.
 */
export default function AuthenticationView() {
  const { t } = useTranslation();
  const { validatePasskey2FA, cancel2FA } = useSignIn();
  const returnUrl = useQueryParam('returnUrl');
  const hasPasskey = useStepHasPasskey();
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useRequirePendingSecondFactor();

  const confirmWithPasskey = async () => {
    setConfirming(true);
    try {
      await validatePasskey2FA(returnUrl);
    } catch {
      setConfirming(false);
    }
  };

  const description = withRecoveryCode
    ? t('Enter one of the recovery codes you saved when you turned on two-factor authentication')
    : t('Enter the 6-digit code from your authenticator app');

  return (
    <AuthCard title="Two-factor authentication" description={description}>
      {withRecoveryCode ? <RecoveryCodeStepForm returnUrl={returnUrl} /> : <CodeStepForm returnUrl={returnUrl} />}
      <Actions>
        {hasPasskey && (
          <Button $variant="secondary" disabled={confirming} onClick={() => void confirmWithPasskey()}>
            {confirming ? t('Waiting for your passkey…') : t('Use a passkey')}
          </Button>
        )}
        <Button $variant="secondary" onClick={() => setWithRecoveryCode(!withRecoveryCode)}>
          {withRecoveryCode ? t('Use the authenticator code') : t('Use a recovery code')}
        </Button>
        <Button $variant="secondary" onClick={() => void cancel2FA()}>{t('Back to sign in')}</Button>
      </Actions>
    </AuthCard>
  );
}
