import { useAuth } from '@/hooks/useAuth';
import SettingsFrame from './SettingsFrame';
import ChangePasswordCard from './security/ChangePasswordCard';
import SecurePasswordCard from './security/SecurePasswordCard';
import SessionsCard from './security/SessionsCard';
import SignInsCard from './security/SignInsCard';
import TwoFactorCard from './security/TwoFactorCard';

/** /setting/security: password, secure password, two-factor authentication, signed-in devices, recent sign-ins. */
export default function SecuritySettingsView() {
  const { user } = useAuth();
  return (
    <SettingsFrame title="Security" intro="Your password, secure password and two-factor authentication." plain>
      <ChangePasswordCard />
      <SecurePasswordCard hasSecurePassword={Boolean(user?.hasSecurePassword)} />
      <TwoFactorCard enabled={Boolean(user?.is2FAEnabled)} />
      <SessionsCard />
      <SignInsCard />
    </SettingsFrame>
  );
}
