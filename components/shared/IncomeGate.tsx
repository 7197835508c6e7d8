import type { ReactNode } from 'react';
import Card from '@/components/ui/Card';
import Note from '@/components/ui/Note';
import PrefetchLink from '@/components/ui/PrefetchLink';
import Stack from '@/components/ui/Stack';
import { ROUTES } from '@/config/routes';
import { useIncomeAccess } from '@/hooks/history/useIncomeAccess';
import { useTranslation } from '@/hooks/useTranslation';

/**
 * Shows `children` only when display-income allows it (KYC approved); otherwise explains
 * why and links to the KYC page. Nothing below it asks for data before the answer.
 */
export default function IncomeGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const access = useIncomeAccess();

  if (access === 'checking') {
    return (
      <Note role="status" aria-live="polite">
        {t('Checking access to your history…')}
      </Note>
    );
  }
  if (access === 'denied') {
    return (
      <Card aria-labelledby="income-locked">
        <Stack>
          <p id="income-locked" style={{ margin: 0 }}>
            {t('Your income history opens once your identity (KYC) is approved.')}
          </p>
          <p style={{ margin: 0 }}>
            <PrefetchLink href={ROUTES.settingKyc}>{t('Verify your identity')}</PrefetchLink>
          </p>
        </Stack>
      </Card>
    );
  }
  return <>{children}</>;
}
