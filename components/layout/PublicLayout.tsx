import type { ReactNode } from 'react';
import styled from 'styled-components';
import PublicHeader from './PublicHeader';

const Body = styled.div`
  padding-top: ${({ theme }) => theme.sizes.header}px;
`;

/** Pages that are neither guest-only nor member-only: the public header above the page. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PublicHeader />
      <Body>{children}</Body>
    </>
  );
}
