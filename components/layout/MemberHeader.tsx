import { useRouter } from 'next/router';
import styled from 'styled-components';
import NotificationBell from '@/components/notifications/NotificationBell';
import LanguageSelector from '@/components/ui/LanguageSelector';
import PrefetchLink from '@/components/ui/PrefetchLink';
import { HEADER_LINKS } from '@/config/menu';
import { ROUTES } from '@/config/routes';
import { useTranslation } from '@/hooks/useTranslation';
import AccountMenu from './AccountMenu';
import HeaderBar from './HeaderBar';
import Logo from './Logo';
import MenuIcon from './MenuIcon';

const Links = styled.ul`
  display: flex;
  gap: 4px;
  margin: 0 0 0 auto;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 6px;
    border-radius: ${({ theme }) => theme.radii.small};
    color: ${({ theme }) => theme.colors.text};
    gap: 6px;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  svg { flex: none; width: 22px; height: 22px; }
  ${({ theme }) => theme.mediaQueries.xs} {
    a { padding: 0 8px; }
  }
  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    gap: 8px;
    a { justify-content: center; min-width: 44px; min-height: 44px; }
  }
  span {
    display: none;
    ${({ theme }) => theme.mediaQueries.sm} {
      display: inline;
    }
  }
  a:hover, a[aria-current='page'] { color: ${({ theme }) => theme.colors.primaryDark}; }
`;

/** The member header: logo to the dashboard, Bonus and Order, notifications, language, account menu. */
export default function MemberHeader() {
  const { t } = useTranslation();
  const { pathname } = useRouter();
  return (
    <HeaderBar>
      <Logo href={ROUTES.dashboard} />
      <nav aria-label={t('Shortcuts')} style={{ marginLeft: 'auto' }}>
        <Links>
          {HEADER_LINKS.map((link) => (
            <li key={link.href}>
              <PrefetchLink href={link.href} aria-label={t(link.label)} aria-current={pathname === link.href ? 'page' : undefined}>
                {link.icon && <MenuIcon name={link.icon} />}
                <span>{t(link.label)}</span>
              </PrefetchLink>
            </li>
          ))}
        </Links>
      </nav>
      <NotificationBell />
      <LanguageSelector />
      <AccountMenu />
    </HeaderBar>
  );
}
