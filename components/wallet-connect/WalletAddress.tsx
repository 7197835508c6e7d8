import Note from '@/components/ui/Note';
import AddressDisplay from '@/components/ui/AddressDisplay';

/** "Connected wallet: 0x12…abcd". */
export default function WalletAddress({ label, address }: { label: string; address: string }) {
  return (
    <Note>
      {label}: <AddressDisplay address={address} />
    </Note>
  );
}
