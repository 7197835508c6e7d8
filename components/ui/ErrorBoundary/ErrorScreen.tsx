import { useContext } from 'react';
import type { TranslationKey } from '@/config/translate';
import { LanguageContext } from '@/hooks/context/LanguageContext';
import { pageReloader } from './reload';
import { Heading, ResetButton, Screen, TrackingId } from './styles';

const untranslated = (key: TranslationKey) => key;

/**
 * The crash screen. Reads the language context without requiring it (the English keys show when
 * translations are missing) and uses neither the router nor the ThemeProvider.
 */
export default function ErrorScreen({ trackingId }: { trackingId?: string | null }) {
  const t = useContext(LanguageContext)?.t ?? untranslated;
  return (
    <Screen role="alert">
      <Heading>{t('Oops, something wrong')}</Heading>
      {trackingId && <TrackingId>{`${t('Error Tracking Id')}: ${trackingId}`}</TrackingId>}
      <ResetButton type="button" onClick={() => pageReloader.reloadPage()}>
        {t('Click here to reset!')}
      </ResetButton>
    </Screen>
  );
}
