import AntiPhishingCard from './AntiPhishingCard';
import ChangePasswordCard from './ChangePasswordCard';
import SecurePasswordCard from './SecurePasswordCard';
import TwoFactorCard from './TwoFactorCard';

interface SecurityFormsProps {
  hasSecurePassword: boolean;
  is2FAEnabled: boolean;
}

/** The password, secure password, two-factor and anti-phishing cards: their forms (react-hook-form, the schemas) in a chunk of their own. */
export default function SecurityForms({ hasSecurePassword, is2FAEnabled }: SecurityFormsProps) {
  return (
    <>
      <ChangePasswordCard />
      <SecurePasswordCard hasSecurePassword={hasSecurePassword} />
      <TwoFactorCard enabled={is2FAEnabled} />
      <AntiPhishingCard />
    </>
  );
}
