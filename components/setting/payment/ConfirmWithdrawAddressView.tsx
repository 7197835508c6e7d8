import SettingsFrame from '@/components/setting/SettingsFrame';
import { keptServerHtml } from '@/components/ui/keptServerHtml';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The card is rendered on the server; the browser keeps that HTML until its chunk is there. */
const ConfirmWithdrawAddressCard = keptServerHtml(
  () => import('./ConfirmWithdrawAddressCard'),
  typeof window === 'undefined' ? require('./ConfirmWithdrawAddressCard') : undefined,
);
/* eslint-enable @typescript-eslint/no-require-imports */

/** /confirm-withdraw-address?token=: the signed-in member confirms a new withdrawal address with the e-mailed link. */
export default function ConfirmWithdrawAddressView() {
  return (
    <SettingsFrame title="Withdrawal address" intro="Confirm the address you added to your withdrawal address book." plain>
      <ConfirmWithdrawAddressCard />
    </SettingsFrame>
  );
}
