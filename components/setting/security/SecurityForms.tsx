import AntiPhishingCard from './AntiPhishingCard';
import ChangePasswordCard from './ChangePasswordCard';
import PasskeysCard from './PasskeysCard';
import RecoveryCodesCard from './RecoveryCodesCard';
import SecurePasswordCard from './SecurePasswordCard';
import TwoFactorCard from './TwoFactorCard';

interface SecurityFormsProps {
  hasSecurePassword: boolean;
  is2FAEnabled: boolean;
}

/**
 * The password, secure password, two-factor (with its recovery codes), passkey and anti-phishing cards: their forms
 * (react-hook-form, the schemas) in a chunk of their own.
 */
export default function SecurityForms({ hasSecurePassword, is2FAEnabled }: SecurityFormsProps) {
  return (
    <>
      <ChangePasswordCard />
      <SecurePasswordCard hasSecurePassword={hasSecurePassword} />
      <TwoFactorCard enabled={is2FAEnabled} />
      <AntiPhishingCard />
      {is2FAEnabled && <RecoveryCodesCard />}
      <PasskeysCard />
    </>
  );
}
