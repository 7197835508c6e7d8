import ResponsiveTable from '@/components/ui/ResponsiveTable';
import SectionCard from '@/components/ui/SectionCard';
import { formatAmount } from '@/config/format';
import type { OpsMemberDetail } from '@/contract/ops-members';
import { useTranslation } from '@/hooks/useTranslation';

/** The member's wallets. */
export default function MemberMoneySection({ member }: { member: OpsMemberDetail }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('Balances')}>
      <ResponsiveTable
        caption={t('Balances')}
        columns={[
          { key: 'symbol', label: t('Token') },
          { key: 'balance', label: t('Balance'), numeric: true },
        ]}
        rows={member.balances.map((wallet) => ({ id: wallet.symbol, symbol: wallet.symbol, balance: formatAmount(wallet.balance, undefined, 18) }))}
      />
    </SectionCard>
  );
}
