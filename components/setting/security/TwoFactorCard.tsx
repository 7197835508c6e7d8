import { useState } from 'react';
import SectionCard from '@/components/ui/SectionCard';
import { useTwoFactorToggle } from '@/hooks/settings/useTwoFactorToggle';
import { useTranslation } from '@/hooks/useTranslation';
import type { TwoFactorEnableValues } from '@/contract/requests/security';
import DisableTwoFactor from './DisableTwoFactor';
import RecoveryCodesDisplay from './RecoveryCodesDisplay';
import TwoFactorSetup from './TwoFactorSetup';

/**
 * Two-factor authentication: set up and enable when off (then the recovery codes made with it, shown once), disable
 * with a code or a recovery code when on.
 */
export default function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const toggle = useTwoFactorToggle();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const description = enabled
    ? t('Two-factor authentication is on: signing in asks for a code from your authenticator app.')
    : t('Two-factor authentication is off. Turn it on to ask for a code from your phone when you sign in.');

  const enable = async (values: TwoFactorEnableValues) => {
    const codes = await toggle.enable(values);
    if (codes.length > 0) setRecoveryCodes(codes);
  };

  let body;
  if (recoveryCodes) body = <RecoveryCodesDisplay codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  else if (enabled) body = <DisableTwoFactor toggle={toggle} />;
  else body = <TwoFactorSetup onEnable={enable} isLoading={toggle.isLoading} />;

  return (
    <SectionCard title={t('Two-factor authentication')} description={description}>
      {body}
    </SectionCard>
  );
}
