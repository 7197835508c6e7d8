import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { OPS_MENU } from '@/config/opsMenu';
import { useTranslation } from '@/hooks/useTranslation';

const Layout = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};

  ${({ theme }) => theme.mediaQueries.md} {
    display: grid;
    grid-template-columns: 220px 1fr;
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
    flex-direction: column;
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const MenuLink = styled(Link)<{ $active: boolean }>`
  flex-shrink: 0;
  padding: 12px;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ $active, theme }) => ($active ? theme.colors.primaryText : theme.colors.text)};
  background: ${({ $active, theme }) => ($active ? theme.colors.primarySubtle : 'transparent')};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  text-decoration: none;
`;

const Main = styled.main`
  min-width: 0;
`;

/** The operator console's frame: its own query cache and menu, nothing of the member shell; never indexed. */
export default function OpsShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useRouter();
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <Layout>
        <Menu aria-label={t('Console menu')}>
          {OPS_MENU.map((entry) => (
            <MenuLink key={entry.href} href={entry.href} $active={pathname === entry.href} aria-current={pathname === entry.href ? 'page' : undefined}>
              {t(entry.label)}
            </MenuLink>
          ))}
        </Menu>
        <Main id="main">{children}</Main>
      </Layout>
    </QueryClientProvider>
  );
}
