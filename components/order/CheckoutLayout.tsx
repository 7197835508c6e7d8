import type { ReactNode } from 'react';
import styled from 'styled-components';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;

  ${({ theme }) => theme.mediaQueries.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/** A payment page's content: the summary beside the payment (stacked on phones). */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return <Columns>{children}</Columns>;
}
