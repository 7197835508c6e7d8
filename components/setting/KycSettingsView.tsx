import QueryFallback from '@/components/ui/QueryFallback';
import SectionCard from '@/components/ui/SectionCard';
import { keptServerHtml, useCodeReady } from '@/components/ui/keptServerHtml';
import { useKyc } from '@/hooks/settings/useKyc';
import { useTranslation } from '@/hooks/useTranslation';
import SettingsFrame from './SettingsFrame';
import KycDetailsCard from './kyc/KycDetailsCard';
import KycStatusCard from './kyc/KycStatusCard';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The form (react-hook-form, the schema) in a chunk fetched with the status (the page shows loading until both are there). */
const KycForm = keptServerHtml(() => import('./kyc/KycForm'), typeof window === 'undefined' ? require('./kyc/KycForm') : undefined);
/* eslint-enable @typescript-eslint/no-require-imports */

/** /setting/kyc: the status first; the form when none was sent or it was rejected, else the sent details. */
export default function KycSettingsView() {
  const { t } = useTranslation();
  const kyc = useKyc();
  const formReady = useCodeReady(KycForm);
  const { data } = kyc;
  const showsForm = data !== undefined && (data.status === 'NONE' || data.status === 'REJECTED');
  const loading = kyc.isPending || (showsForm && !formReady);
  const fallback = (
    <QueryFallback query={{ isPending: loading, refetch: kyc.refetch }} errorText="The verification status could not be loaded." />
  );

  return (
    <SettingsFrame title="KYC" intro="Identity verification unlocks your income history." plain>
      {data !== undefined && !loading ? (
        <>
          <KycStatusCard kyc={data} />
          {showsForm ? <KycForm previous={data} /> : <KycDetailsCard kyc={data} />}
        </>
      ) : loading ? (
        fallback
      ) : (
        <SectionCard title={t('Verification status')}>{fallback}</SectionCard>
      )}
    </SettingsFrame>
  );
}
