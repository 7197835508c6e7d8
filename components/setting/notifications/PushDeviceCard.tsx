import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Note from '@/components/ui/Note';
import SectionCard from '@/components/ui/SectionCard';
import type { TranslationKey } from '@/config/translate';
import { usePushOnThisDevice } from '@/hooks/alerts/usePushOnThisDevice';
import type { PushState } from '@/hooks/alerts/usePushOnThisDevice';
import { useTranslation } from '@/hooks/useTranslation';

const STATE_TEXTS: Record<PushState, TranslationKey> = {
  checking: 'Checking this device…',
  unsupported: 'This browser cannot receive push notifications.',
  blocked: 'Notifications are blocked for this site in your browser settings: allow them there first.',
  off: 'Push notifications are off on this device.',
  on: 'Push notifications are on for this device.',
  busy: 'One moment…',
};

/** Web push on this browser: the member turns it on (the browser asks for permission) or off. */
export default function PushDeviceCard() {
  const { t } = useTranslation();
  const { state, turnOn, turnOff } = usePushOnThisDevice();
  return (
    <SectionCard title={t('Push on this device')}>
      <Note role="status">{t(STATE_TEXTS[state])}</Note>
      <Actions>
        {state === 'on' ? (
          <Button $variant="secondary" onClick={() => void turnOff()}>
            {t('Turn push off')}
          </Button>
        ) : (
          <Button disabled={state !== 'off'} onClick={() => void turnOn()}>
            {t('Turn push on')}
          </Button>
        )}
      </Actions>
    </SectionCard>
  );
}
