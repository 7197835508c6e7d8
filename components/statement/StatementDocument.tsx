import Card from '@/components/ui/Card';
import Note from '@/components/ui/Note';
import Stack from '@/components/ui/Stack';
import type { Statement } from '@/contract/statement';
import { useAuth } from '@/hooks/useAuth';
import { useSiteSettings } from '@/hooks/useSiteSettings';
import { useTranslation } from '@/hooks/useTranslation';
import BonusStatement from './BonusStatement';
import OrdersStatement from './OrdersStatement';
import StatementLetterhead from './StatementLetterhead';
import { dayLabel, monthLabel } from './statementFormat';
import WalletStatement from './WalletStatement';

/**
 * The statement itself (what is printed): the company's letterhead, who and which month and zone, each wallet, the
 * bonus and the orders.
 */
export default function StatementDocument({ statement }: { statement: Statement }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { siteName } = useSiteSettings();
  return (
    <Stack>
      <Card aria-labelledby="statement-of">
        <StatementLetterhead />
        <h2 id="statement-of">{t('%site% statement, %month%', { site: siteName, month: monthLabel(statement.month) })}</h2>
        <Stack $gap={4}>
          {user && <p style={{ margin: 0 }}>{t('Member: %name% (%username%)', { name: user.fullName, username: user.username })}</p>}
          <p style={{ margin: 0 }}>
            {t('From %from% to %to%, times in %zone%', { from: dayLabel(statement.from), to: dayLabel(statement.to), zone: statement.timeZone })}
          </p>
          {!statement.complete && <Note>{t('This month is not over: the figures are those so far.')}</Note>}
        </Stack>
      </Card>
      {statement.wallets.map((wallet) => (
        <WalletStatement key={wallet.symbol} wallet={wallet} />
      ))}
      <BonusStatement bonus={statement.bonus} />
      <OrdersStatement orders={statement.orders} timeZone={statement.timeZone} />
    </Stack>
  );
}
