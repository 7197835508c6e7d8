import type { ReactNode } from 'react';
import styled from 'styled-components';
import { keptServerHtml } from '@/components/ui/keptServerHtml';
import { useSideMenuCollapsed } from '@/hooks/useSideMenuCollapsed';
import BottomNav, { BOTTOM_NAV_HEIGHT } from './BottomNav';
import MemberHeader from './MemberHeader';
import SideMenu from './SideMenu';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The verification banner and the footer are rendered on the server; their code comes after the first paint. */
const EmailVerificationBanner = keptServerHtml(
  () => import('./EmailVerificationBanner'),
  typeof window === 'undefined' ? require('./EmailVerificationBanner') : undefined,
);
const SiteFooter = keptServerHtml(() => import('./SiteFooter'), typeof window === 'undefined' ? require('./SiteFooter') : undefined);
/* eslint-enable @typescript-eslint/no-require-imports */

const Main = styled.main<{ $collapsed: boolean }>`
  min-height: 100vh;
  padding-top: ${({ theme }) => theme.sizes.header}px;
  /* The bottom bar never covers the last content. */
  padding-bottom: calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom, 0px));

  ${({ theme }) => theme.mediaQueries.wideLayout} {
    padding-bottom: 0;
    margin-left: ${({ theme, $collapsed }) => ($collapsed ? theme.sizes.sideMenuCollapsed : theme.sizes.sideMenu)}px;
    transition: margin-left 0.2s ease;
  }
`;

/** Signed-in pages: header on top, side menu above 1199px, bottom bar below; the verification banner and the footer in the page. */
export default function MemberLayout({ children }: { children: ReactNode }) {
  const [collapsed, toggleCollapsed] = useSideMenuCollapsed();
  return (
    <>
      <MemberHeader />
      <SideMenu collapsed={collapsed} onToggleCollapsed={toggleCollapsed} />
      <Main id="main" $collapsed={collapsed}>
        <EmailVerificationBanner />
        {children}
        <SiteFooter />
      </Main>
      <BottomNav />
    </>
  );
}
