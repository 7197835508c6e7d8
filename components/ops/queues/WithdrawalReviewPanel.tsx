import DetailList from '@/components/ui/DetailList';
import QueryState from '@/components/ui/QueryState';
import type { TranslationKey } from '@/config/translate';
import type { KycStatus, SecurityChange, WithdrawalStatus } from '@/contract/enums';
import type { WithdrawalReview } from '@/contract/ops-queues';
import { useAge } from '@/hooks/ops/useAge';
import { useWithdrawalReview } from '@/hooks/ops/useOpsQueues';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { Mono, Panel } from './styles';
import WithdrawalDecisionForm from './WithdrawalDecisionForm';

const KYC_TEXT: Record<KycStatus, TranslationKey> = { NONE: 'Not submitted', PENDING: 'Under review', APPROVED: 'Approved', REJECTED: 'Rejected' };
const STATUS_TEXT: Record<WithdrawalStatus, TranslationKey> = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected', CANCELLED: 'Cancelled' };
const CHANGE_TEXT: Record<SecurityChange, TranslationKey> = {
  PASSWORD: 'Password changed',
  SECURE_PASSWORD: 'Secure password changed',
  SECURE_PASSWORD_SET: 'Secure password set',
  TWO_FACTOR_ON: '2FA turned on',
  TWO_FACTOR_OFF: '2FA turned off',
  EMAIL: 'E-mail changed',
  PAYOUT: 'Payout details changed',
  ANTI_PHISHING: 'Anti-phishing code changed',
  RECOVERY_CODE_USED: 'Recovery code used',
  RECOVERY_CODES_RENEWED: 'Recovery codes renewed',
  PASSKEY_ADDED: 'Passkey added',
  PASSKEY_REMOVED: 'Passkey removed',
  WITHDRAW_ADDRESS: 'Withdrawal address added',
};

function Facts({ data }: { data: WithdrawalReview }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const formatDateTime = useFormatDateTime();
  const age = useAge();
  const { member } = data;
  const history = (Object.entries(data.earlierCounts) as [WithdrawalStatus, number][])
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${t(STATUS_TEXT[status])}: ${count}`)
    .join(', ');
  return (
    <>
      <DetailList
        details={[
          { label: t('Member'), value: `${member.username} · ${member.fullName} · ${member.email}` },
          { label: t('Amount'), value: format.amount(data.amount, data.symbol) },
          { label: t('Fee'), value: format.amount(data.fee, data.symbol) },
          { label: t('Address'), value: <Mono>{data.address}</Mono> },
          { label: t('Label'), value: data.addressLabel ?? '—' },
          { label: t('Address in the book for'), value: data.addressConfirmedAt ? age(data.addressConfirmedAt) : t('Not from the address book') },
          { label: t('KYC'), value: t(KYC_TEXT[member.kycStatus]) },
          { label: t('Account age'), value: age(member.memberSince) },
          { label: t('2FA'), value: member.twoFactorEnabled ? t('On') : t('Off') },
          { label: t('Money out held until'), value: member.moneyOutHeldUntil ? formatDateTime(member.moneyOutHeldUntil) : '—' },
          { label: t('Money out blocked'), value: member.moneyOutBlockedAt ? formatDateTime(member.moneyOutBlockedAt) : '—' },
          { label: t('Requested'), value: `${formatDateTime(data.createdAt)} (${age(data.createdAt)})` },
        ]}
      />
      <h3>{t('Security changes in the last 30 days')}</h3>
      {data.securityChanges.length === 0 ? (
        <p>{t('None')}</p>
      ) : (
        <ul>
          {data.securityChanges.map((change) => (
            <li key={`${change.change}-${change.at}`}>
              {t(CHANGE_TEXT[change.change])} · {formatDateTime(change.at)}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('Earlier withdrawals')}</h3>
      {data.earlierWithdrawals.length === 0 ? (
        <p>{t('None')}</p>
      ) : (
        <>
          <p>{history}</p>
          <ul>
            {data.earlierWithdrawals.map((earlier) => (
              <li key={earlier._id}>
                {formatDateTime(earlier.createdAt)} · {format.amount(earlier.amount, earlier.symbol)} · {t(STATUS_TEXT[earlier.status])} ·{' '}
                <Mono>{earlier.address}</Mono>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** What finance weighs before paying out, and the decision. */
export default function WithdrawalReviewPanel({ id, onDecided }: { id: string; onDecided: () => void }) {
  const { t } = useTranslation();
  const review = useWithdrawalReview(id);
  return (
    <Panel aria-labelledby="withdrawal-review-title">
      <h2 id="withdrawal-review-title">{t('Withdrawal %reference%', { reference: review.data?.reference ?? '' })}</h2>
      <QueryState query={review} errorText="The withdrawal could not be loaded.">
        {(data) => (
          <>
            <Facts data={data} />
            <WithdrawalDecisionForm key={data._id} withdrawal={data} onDecided={onDecided} />
          </>
        )}
      </QueryState>
    </Panel>
  );
}
