import { useRouter } from 'next/router';
import Button from '@/components/ui/Button';
import ButtonRow from '@/components/ui/ButtonRow';
import DetailList from '@/components/ui/DetailList';
import Note from '@/components/ui/Note';
import Notice from '@/components/ui/Notice';
import QueryState from '@/components/ui/QueryState';
import SectionCard from '@/components/ui/SectionCard';
import Stack from '@/components/ui/Stack';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { useQueryParam } from '@/hooks/auth/useQueryParam';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useConfirmWithdrawAddress } from '@/hooks/payment/useConfirmWithdrawAddress';
import { useWithdrawAddressText } from '@/hooks/payment/useWithdrawAddressText';
import { useTranslation } from '@/hooks/useTranslation';

/**
 * The card of /confirm-withdraw-address?token=: shows the address the e-mailed link names (the whole address, to be
 * checked character by character), then confirms it when the member says so.
 */
export default function ConfirmWithdrawAddressCard() {
  const { t } = useTranslation();
  const router = useRouter();
  const token = useQueryParam('token');
  const { entry, confirm } = useConfirmWithdrawAddress(token);
  const { errorMessage } = useServerErrors();
  const { labelOf, formatDateTime } = useWithdrawAddressText();
  const book = <TextLink href={ROUTES.settingPayment}>{t('Go to your withdrawal addresses')}</TextLink>;

  if (router.isReady && !token) {
    return (
      <SectionCard title={t('Confirm the withdrawal address')}>
        <Notice role="alert">
          {t('This link is incomplete: it has no token.')} {book}
        </Notice>
      </SectionCard>
    );
  }

  if (entry.isError) {
    return (
      <SectionCard title={t('Confirm the withdrawal address')}>
        <Notice role="alert">
          {errorMessage(entry.error)} {book}
        </Notice>
      </SectionCard>
    );
  }

  if (confirm.isSuccess) {
    return (
      <SectionCard title={t('Confirm the withdrawal address')}>
        <Stack $gap={12}>
          <Notice role="status" $tone="info">
            {t('Address confirmed. Withdrawals to it open at %time%.', { time: formatDateTime(confirm.data.opensAt) })}
          </Notice>
          {book}
        </Stack>
      </SectionCard>
    );
  }

  return (
    <SectionCard title={t('Confirm the withdrawal address')}>
      <QueryState query={entry} errorText="This confirmation link is invalid, expired or already used" loadingText="Loading the address…">
        {(address) => (
          <Stack $gap={12}>
            <p>{t('Check every character of the address. Confirm it only if you added it yourself.')}</p>
            <DetailList
              details={[
                { label: t('Label'), value: labelOf(address) },
                { label: t('BSC address'), value: <code>{address.address}</code> },
              ]}
            />
            {confirm.isError && <Notice role="alert">{errorMessage(confirm.error)}</Notice>}
            <ButtonRow>
              <Button onClick={() => confirm.mutate()} disabled={confirm.isPending}>
                {confirm.isPending ? t('Please wait…') : t('Confirm this address')}
              </Button>
              {book}
            </ButtonRow>
            <Note>{t('If you did not add it, do not confirm it: change your password, someone knows it.')}</Note>
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
