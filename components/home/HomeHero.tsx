import styled from 'styled-components';
import ButtonLink from '@/components/ui/ButtonLink';
import LogoMark from '@/components/ui/LogoMark';
import { ROUTES } from '@/config/routes';
import { useAuth } from '@/hooks/useAuth';
import { useSiteSettings } from '@/hooks/useSiteSettings';
import { useTranslation } from '@/hooks/useTranslation';

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 16px;
  padding: 40px 0 16px;
  scroll-margin-top: ${({ theme }) => theme.sizes.header}px;

  h1 { margin: 0; font-size: 32px; line-height: 1.2; }
  p { margin: 0; max-width: 640px; color: ${({ theme }) => theme.colors.textSubtle}; font-size: 17px; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

export default function HomeHero() {
  const { t } = useTranslation();
  const { siteName } = useSiteSettings();
  const { user } = useAuth();

  return (
    <Hero id="about" aria-labelledby="about-title">
      <LogoMark size={64} />
      <h1 id="about-title">{t('%name%: Filecoin mining for members', { name: siteName })}</h1>
      <p>
        {t(
          'Own mining power on the Filecoin network without running hardware: choose a membership package, order mining units, and follow your rewards, bonus and team in one place.',
        )}
      </p>
      <Actions>
        {user ? (
          <ButtonLink href={ROUTES.dashboard}>{t('Go to dashboard')}</ButtonLink>
        ) : (
          <>
            <ButtonLink href={ROUTES.login}>{t('Sign in')}</ButtonLink>
            <ButtonLink href={ROUTES.signUp} $secondary>
              {t('Create an account')}
            </ButtonLink>
          </>
        )}
      </Actions>
    </Hero>
  );
}
