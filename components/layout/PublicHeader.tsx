import styled from 'styled-components';
import ButtonLink from '@/components/ui/ButtonLink';
import LanguageSelector from '@/components/ui/LanguageSelector';
import { HOME_ANCHORS } from '@/config/homeAnchors';
import { ROUTES } from '@/config/routes';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';
import HeaderBar from './HeaderBar';
import Logo from './Logo';
import MenuItemLink from './MenuItemLink';

const Anchors = styled.ul`
  display: none;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;

  a { color: ${({ theme }) => theme.colors.text}; font-weight: 600; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.colors.primaryDark}; }

  ${({ theme }) => theme.mediaQueries.lg} {
    display: flex;
  }
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-left: auto;
`;

/** The header of public pages: logo to home, the home sections, language, sign-in. */
export default function PublicHeader() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <HeaderBar>
      <Logo href={ROUTES.home} />
      <nav aria-label={t('Sections')}>
        <Anchors>
          {HOME_ANCHORS.map((anchor) => (
            <li key={anchor.href}>
              <MenuItemLink href={anchor.href}>{t(anchor.label)}</MenuItemLink>
            </li>
          ))}
        </Anchors>
      </nav>
      <End>
        <LanguageSelector />
        {user ? (
          <ButtonLink href={ROUTES.dashboard}>{t('Dashboard')}</ButtonLink>
        ) : (
          <ButtonLink href={ROUTES.login}>{t('Sign in')}</ButtonLink>
        )}
      </End>
    </HeaderBar>
  );
}
