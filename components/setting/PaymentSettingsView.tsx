import SettingsFrame from './SettingsFrame';

export default function PaymentSettingsView() {
  return <SettingsFrame title="Payment" intro="Where your payouts are sent: your bank account and your BSC wallet." />;
}
