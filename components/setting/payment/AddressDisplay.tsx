import VisuallyHidden from '@/components/ui/VisuallyHidden';
import { shortenAddress } from './formatAddress';
import { AddressText } from './styles';

/** A wallet address shortened on screen, whole for screen readers and in the tooltip. */
export default function AddressDisplay({ address }: { address: string }) {
  return (
    <AddressText title={address}>
      <span aria-hidden="true">{shortenAddress(address)}</span>
      <VisuallyHidden>{address}</VisuallyHidden>
    </AddressText>
  );
}
