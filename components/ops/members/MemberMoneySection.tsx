import ResponsiveTable from '@/components/ui/ResponsiveTable';
import SectionCard from '@/components/ui/SectionCard';
import type { OpsMemberDetail } from '@/contract/ops-members';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';

/** The member's wallets. */
export default function MemberMoneySection({ member }: { member: OpsMemberDetail }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <SectionCard title={t('Balances')}>
      <ResponsiveTable
        caption={t('Balances')}
        columns={[
          { key: 'symbol', label: t('Token') },
          { key: 'balance', label: t('Balance'), numeric: true },
        ]}
        rows={member.balances.map((wallet) => ({ id: wallet.symbol, symbol: wallet.symbol, balance: format.amount(wallet.balance, undefined, 18) }))}
      />
    </SectionCard>
  );
}
