import styled from 'styled-components';
import QueryState from '@/components/ui/QueryState';
import { TOKEN_SYMBOLS } from '@/contract/enums';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { useWallets } from '@/hooks/useWallets';

/**
 * Tiles side by side; on phones one compact strip (the numbers whole, the strip scrolling sideways on its own if
 * they do not fit) so that the first screen still reaches what comes after the balances.
 */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: minmax(max-content, 1fr);
    gap: 8px;
    overflow-x: auto;
    scroll-snap-type: x proximity;
  }
`;

const Balance = styled.li`
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  & > span { display: block; color: ${({ theme }) => theme.colors.textSubtle}; font-size: 14px; font-weight: 600; }
  strong { display: block; margin-top: 4px; font-size: 22px; overflow-wrap: anywhere; }

  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    padding: 8px 12px;
    scroll-snap-align: start;

    & > span { font-size: 12px; }
    strong { margin-top: 2px; font-size: 15px; white-space: nowrap; }
    /* The tile's label already names the point: "6,250.75" under "EV". */
    strong > span { display: none; }
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/** The amount with its symbol; a trailing symbol ("6,250.75 EV") in a span of its own, left out on phones. */
function BalanceAmount({ balance, symbol }: { balance: string; symbol: string }) {
  const format = useNumberFormat();
  const text = format.amount(balance, symbol);
  const unit = ` ${symbol}`;
  if (!text.endsWith(unit)) return <strong>{text}</strong>;
  return (
    <strong>
      {text.slice(0, -unit.length)}
      <span>{unit}</span>
    </strong>
  );
}

/** The USDT, EV and EC balances of the signed-in member. */
export default function WalletBalances() {
  const { t } = useTranslation();
  const { query } = useWallets();
  // The tiles are in place from the first paint: the cards under them do not move when the balances arrive.
  const loadingTiles = (
    <Grid aria-label={t('Balances')} aria-busy="true">
      {TOKEN_SYMBOLS.map((symbol) => (
        <Balance key={symbol}>
          <span>{symbol}</span>
          <strong>{t('Loading…')}</strong>
        </Balance>
      ))}
    </Grid>
  );
  return (
    <QueryState
      query={query}
      errorText="Balances could not be loaded"
      loading={loadingTiles}
      keepDataOnError
      isEmpty={(wallets) => wallets.length === 0}
      empty={<Note>{t('No wallets yet')}</Note>}
    >
      {(wallets) => (
        <Grid aria-label={t('Balances')}>
          {wallets.map((wallet) => (
            <Balance key={wallet.symbol} data-testid={`balance-${wallet.symbol}`}>
              <span>{wallet.symbol}</span>
              <BalanceAmount balance={wallet.balance} symbol={wallet.symbol} />
            </Balance>
          ))}
        </Grid>
      )}
    </QueryState>
  );
}
