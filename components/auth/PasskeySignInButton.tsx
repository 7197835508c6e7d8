import { useState } from 'react';
import styled from 'styled-components';
import Button from '@/components/ui/Button';
import { useSignIn } from '@/hooks/auth/useSignIn';
import { useTranslation } from '@/hooks/useTranslation';

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 20px 0 16px;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 14px;

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Wide = styled(Button)`
  width: 100%;
`;

/**
 * "Sign in with a passkey": the device's passkey for this site (chosen in the browser's prompt) signs the member in
 * without username or password. Rendered on the server too (no shift when the page hydrates); a browser without
 * passkeys says so when pressed.
 */
export default function PasskeySignInButton({ returnUrl }: { returnUrl: string | null }) {
  const { t } = useTranslation();
  const { signInWithPasskey } = useSignIn();
  const [waiting, setWaiting] = useState(false);

  const signIn = async () => {
    setWaiting(true);
    try {
      await signInWithPasskey(returnUrl);
    } catch {
      setWaiting(false);
    }
  };

  return (
    <>
      <Divider>{t('or')}</Divider>
      <Wide $variant="secondary" disabled={waiting} onClick={() => void signIn()}>
        {waiting ? t('Waiting for your passkey…') : t('Sign in with a passkey')}
      </Wide>
    </>
  );
}
