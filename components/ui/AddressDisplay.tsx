import styled from 'styled-components';
import { shortenAddress } from '@/config/walletAddress';
import VisuallyHidden from './VisuallyHidden';

const AddressText = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 15px;
  font-weight: 600;
  white-space: nowrap;
`;

/** A wallet address shortened on screen, whole for screen readers and in the tooltip. */
export default function AddressDisplay({ address }: { address: string }) {
  return (
    <AddressText title={address}>
      <span aria-hidden="true">{shortenAddress(address)}</span>
      <VisuallyHidden>{address}</VisuallyHidden>
    </AddressText>
  );
}
