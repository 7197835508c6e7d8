import type { ReactNode } from 'react';
import styled from 'styled-components';
import { keptServerHtml } from '@/components/ui/keptServerHtml';
import PublicHeader from './PublicHeader';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The footer is rendered on the server; its code comes after the first paint. */
const SiteFooter = keptServerHtml(() => import('./SiteFooter'), typeof window === 'undefined' ? require('./SiteFooter') : undefined);
/* eslint-enable @typescript-eslint/no-require-imports */

const Body = styled.div`
  padding-top: ${({ theme }) => theme.sizes.header}px;
`;

/** Pages that are neither guest-only nor member-only: the public header above the page, the footer below. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PublicHeader />
      <Body>
        {children}
        <SiteFooter />
      </Body>
    </>
  );
}
