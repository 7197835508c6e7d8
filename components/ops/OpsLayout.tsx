import { useRouter } from 'next/router';
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { menuFor } from '@/config/opsMenu';
import { OPS_PATHS } from '@/config/opsPaths';
import type { OperatorSessionView } from '@/contract/operators';
import { useOpsQueueCounts } from '@/hooks/ops/useOpsQueues';
import VisuallyHidden from '@/components/ui/VisuallyHidden';
import { useTranslation } from '@/hooks/useTranslation';
import OperatorBar from './OperatorBar';
import { MenuLink } from './styles';

const Layout = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};

  ${({ theme }) => theme.mediaQueries.md} {
    display: grid;
    grid-template-columns: 220px 1fr;
    grid-template-rows: auto 1fr;
  }
`;

const Menu = styled.nav`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  padding: 8px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.mediaQueries.md} {
    grid-row: 1 / span 2;
    flex-direction: column;
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Waiting = styled.span`
  /* Holds its visually hidden text: inside the phone's scrolling menu row, that text would widen the page. */
  position: relative;
  min-width: 24px;
  padding: 2px 8px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 13px;
  font-weight: 600;
  text-align: center;
`;

const Main = styled.main`
  min-width: 0;
`;

interface OpsLayoutProps {
  operator: OperatorSessionView;
  children: ReactNode;
}

/** The console's frame: the menu of the operator's role (a side column on desktop, a scrolling row on phones). */
export default function OpsLayout({ operator, children }: OpsLayoutProps) {
  const { t } = useTranslation();
  const { pathname } = useRouter();
  const { data: counts } = useOpsQueueCounts();
  const menu = useRef<HTMLElement>(null);
  // On phones the menu is a row wider than the screen: the current page's entry is brought into it (desktop's column
  // shows every entry, so nothing moves there).
  useEffect(() => {
    const current = menu.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return (
    <Layout>
      <Menu ref={menu} aria-label={t('Console menu')}>
        {menuFor(operator.role).map((entry) => {
          // The home's path starts every other one: it is active only on itself.
          const active = pathname === entry.href || (entry.href !== OPS_PATHS.home && pathname.startsWith(`${entry.href}/`));
          // The server counts only the queues of the operator's role.
          const waiting = entry.queue ? (counts?.[entry.queue] ?? 0) : 0;
          return (
            <MenuLink key={entry.href} href={entry.href} $active={active} aria-current={active ? 'page' : undefined}>
              {t(entry.label)}
              {waiting > 0 && (
                <Waiting>
                  <span aria-hidden="true">{waiting}</span>
                  <VisuallyHidden>{t('%count% waiting', { count: waiting })}</VisuallyHidden>
                </Waiting>
              )}
            </MenuLink>
          );
        })}
      </Menu>
      <OperatorBar operator={operator} />
      <Main id="main">{children}</Main>
    </Layout>
  );
}
