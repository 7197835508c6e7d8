import Card from '@/components/ui/Card';
import Table from '@/components/ui/Table';
import type { StatementWallet } from '@/contract/statement';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { ledgerTypeLabel } from '@/components/shared/ledgerLabels';
import { exactAmount } from './statementFormat';

/** One wallet's month: opening balance, the movements by ledger type, closing balance. */
export default function WalletStatement({ wallet }: { wallet: StatementWallet }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { symbol } = wallet;
  const headingId = `statement-wallet-${symbol}`;
  return (
    <Card aria-labelledby={headingId} data-testid={`statement-wallet-${symbol}`}>
      <h2 id={headingId}>{t('%symbol% wallet', { symbol })}</h2>
      <Table>
        <caption className="sr-only">{t('Movements of the %symbol% wallet by type', { symbol })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Item')}</th>
            <th scope="col" className="number">
              {t('Amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('Opening balance')}</th>
            <td className="number" data-amount={wallet.opening} data-testid="opening">
              {exactAmount(format, wallet.opening, symbol)}
            </td>
          </tr>
          {wallet.byType.map((row) => (
            <tr key={row.type}>
              <td>{ledgerTypeLabel(t, row.type)}</td>
              <td className="number" data-amount={row.amount}>
                {exactAmount(format, row.amount, symbol)}
              </td>
            </tr>
          ))}
          {wallet.byType.length === 0 && (
            <tr>
              <td colSpan={2}>{t('No movements this month')}</td>
            </tr>
          )}
          <tr>
            <th scope="row">{t('Net change')}</th>
            <td className="number" data-amount={wallet.change} data-testid="change">
              {exactAmount(format, wallet.change, symbol)}
            </td>
          </tr>
          <tr>
            <th scope="row">{t('Closing balance')}</th>
            <td className="number" data-amount={wallet.closing} data-testid="closing">
              <strong>{exactAmount(format, wallet.closing, symbol)}</strong>
            </td>
          </tr>
        </tbody>
      </Table>
    </Card>
  );
}
