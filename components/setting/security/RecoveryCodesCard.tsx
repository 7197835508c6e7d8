import { useState } from 'react';
import Notice from '@/components/ui/Notice';
import Note from '@/components/ui/Note';
import QueryState from '@/components/ui/QueryState';
import SectionCard from '@/components/ui/SectionCard';
import { RECOVERY_CODE_COUNT } from '@/contract/second-factors';
import { useRecoveryCodesLeft, useRenewRecoveryCodes } from '@/hooks/settings/useRecoveryCodes';
import { useTranslation } from '@/hooks/useTranslation';
import RecoveryCodesDisplay from './RecoveryCodesDisplay';
import TwoFactorCodeForm from './TwoFactorCodeForm';

/** Few enough left to say so. */
const LOW = 3;

/** 2FA on: how many recovery codes are left, and new ones (all old ones stop working) with password and code. */
export default function RecoveryCodesCard() {
  const { t } = useTranslation();
  const left = useRecoveryCodesLeft(true);
  const renew = useRenewRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: Parameters<typeof renew>[0]) => {
    setBusy(true);
    try {
      setCodes(await renew(values));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard
      title={t('Recovery codes')}
      description={t('Each recovery code signs you in once in place of the authenticator code, for when your phone is lost.')}
    >
      {codes ? (
        <RecoveryCodesDisplay codes={codes} onDone={() => setCodes(null)} />
      ) : (
        <>
          <QueryState query={left} errorText="The recovery codes could not be counted.">
            {(remaining) =>
              remaining <= LOW ? (
                <Notice>{t('%count% of %total% recovery codes left: make new ones.', { count: String(remaining), total: String(RECOVERY_CODE_COUNT) })}</Notice>
              ) : (
                <Note>{t('%count% of %total% recovery codes left.', { count: String(remaining), total: String(RECOVERY_CODE_COUNT) })}</Note>
              )
            }
          </QueryState>
          <p>{t('New codes replace all the old ones. Confirm with your password and an authenticator code.')}</p>
          <TwoFactorCodeForm submitLabel={t('Make new recovery codes')} onSubmit={submit} isLoading={busy} />
        </>
      )}
    </SectionCard>
  );
}
