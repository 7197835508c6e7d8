import { usePayout } from '@/hooks/payment/usePayout';
import QueryState from '@/components/ui/QueryState';
import { keptServerHtml, useCodeReady } from '@/components/ui/keptServerHtml';
import SettingsFrame from './SettingsFrame';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The two cards and their form, in a chunk fetched with the payout details (the page shows loading until both are there). */
const PayoutSections = keptServerHtml(
  () => import('./payment/PayoutSections'),
  typeof window === 'undefined' ? require('./payment/PayoutSections') : undefined,
);
/* eslint-enable @typescript-eslint/no-require-imports */

/** /setting/payment: the bank account and the BSC wallet payouts go to, and the withdrawal address book. */
export default function PaymentSettingsView() {
  const payout = usePayout();
  const codeReady = useCodeReady(PayoutSections);
  // Loading until the cards' code is there too; an error shows as soon as it comes.
  const query = codeReady || payout.isError ? payout : { data: undefined, isPending: true, isError: false, refetch: payout.refetch };

  // `plain` once loaded: the two cards stand on their own; loading and errors go in the frame's card.
  return (
    <SettingsFrame
      title="Payment"
      intro="Where your payouts are sent: your bank account, your BSC wallet and your withdrawal addresses."
      plain={payout.isSuccess && codeReady}
    >
      <QueryState query={query} errorText="Your payout details could not be loaded." loadingText="Loading your payout details…">
        {(data) => <PayoutSections payout={data} />}
      </QueryState>
    </SettingsFrame>
  );
}
