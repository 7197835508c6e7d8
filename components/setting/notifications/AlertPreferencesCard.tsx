import QueryState from '@/components/ui/QueryState';
import SectionCard from '@/components/ui/SectionCard';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { useAlertPreferences } from '@/hooks/alerts/useAlertPreferences';
import { useTranslation } from '@/hooks/useTranslation';

const AlertPreferencesForm = lazyComponent(() => import('./AlertPreferencesForm'));

/** Which team events reach the member, on which channel: a grid of switches, saved together. */
export default function AlertPreferencesCard() {
  const { t } = useTranslation();
  const { preferences } = useAlertPreferences();
  return (
    <SectionCard
      title={t('Team alerts')}
      description={t('Choose how you hear of your team, up to three levels below you. Push reaches only the devices where you turned it on.')}
    >
      <QueryState query={preferences} errorText="Your notification settings could not be loaded.">
        {(current) => <AlertPreferencesForm current={current} />}
      </QueryState>
    </SectionCard>
  );
}
