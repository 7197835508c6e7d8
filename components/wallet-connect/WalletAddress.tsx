import AddressDisplay from '@/components/setting/payment/AddressDisplay';
import { StatusText } from '@/components/setting/payment/styles';

/** "Connected wallet: 0x12…abcd". */
export default function WalletAddress({ label, address }: { label: string; address: string }) {
  return (
    <StatusText>
      {label}: <AddressDisplay address={address} />
    </StatusText>
  );
}
