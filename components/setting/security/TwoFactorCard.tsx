import SectionCard from '@/components/ui/SectionCard';
import { useTwoFactorToggle } from '@/hooks/settings/useTwoFactorToggle';
import { useTranslation } from '@/hooks/useTranslation';
import TwoFactorCodeForm from './TwoFactorCodeForm';
import TwoFactorSetup from './TwoFactorSetup';

/** Two-factor authentication: set up and enable when off, disable with a code when on. */
export default function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const toggle = useTwoFactorToggle();
  const description = enabled
    ? t('Two-factor authentication is on: signing in asks for a code from your authenticator app.')
    : t('Two-factor authentication is off. Turn it on to ask for a code from your phone when you sign in.');

  return (
    <SectionCard title={t('Two-factor authentication')} description={description}>
      {enabled ? (
        <TwoFactorCodeForm submitLabel={t('Disable two-factor authentication')} onSubmit={toggle.disable} isLoading={toggle.isLoading} />
      ) : (
        <TwoFactorSetup toggle={toggle} />
      )}
    </SectionCard>
  );
}
