import { keptServerHtml } from '@/components/ui/keptServerHtml';
import { useAuth } from '@/hooks/useAuth';
import SettingsFrame from './SettingsFrame';
import SessionsCard from './security/SessionsCard';
import SignInsCard from './security/SignInsCard';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The form cards are rendered on the server; the browser keeps that HTML until their chunk is there. */
const SecurityForms = keptServerHtml(
  () => import('./security/SecurityForms'),
  typeof window === 'undefined' ? require('./security/SecurityForms') : undefined,
);
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * /setting/security: password, secure password, two-factor authentication and its recovery codes, passkeys,
 * anti-phishing code, signed-in devices, recent sign-ins.
 */
export default function SecuritySettingsView() {
  const { user } = useAuth();
  return (
    <SettingsFrame title="Security" intro="Your password, secure password, two-factor authentication, passkeys and anti-phishing code." plain>
      <SecurityForms hasSecurePassword={Boolean(user?.hasSecurePassword)} is2FAEnabled={Boolean(user?.is2FAEnabled)} />
      <SessionsCard />
      <SignInsCard />
    </SettingsFrame>
  );
}
