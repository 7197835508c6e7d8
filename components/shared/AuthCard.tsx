import type { ReactNode } from 'react';
import styled from 'styled-components';
import LogoMark from '@/components/ui/LogoMark';
import PageTitle from '@/components/ui/PageTitle';
import { ROUTES } from '@/config/routes';
import type { TranslationKey } from '@/config/translate';
import { useSiteSettings } from '@/hooks/useSiteSettings';
import { useTranslation } from '@/hooks/useTranslation';
import PrefetchLink from '@/components/ui/PrefetchLink';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px 16px;
`;

const Card = styled.section`
  width: 100%;
  max-width: 420px;
  padding: 32px 24px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Brand = styled(PrefetchLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  justify-content: center;
  gap: 10px;
  margin-bottom: 24px;
  color: ${({ theme }) => theme.colors.text};
  font-size: 20px;
  font-weight: 700;
  text-decoration: none;
`;

const Heading = styled.h1`
  margin: 0 0 24px;
  font-size: 24px;
  text-align: center;
`;

const Description = styled.p`
  margin: -16px 0 24px;
  color: ${({ theme }) => theme.colors.textSubtle};
  text-align: center;
`;

const Footer = styled.p`
  margin: 24px 0 0;
  color: ${({ theme }) => theme.colors.textSubtle};
  text-align: center;
  font-size: 14px;
`;

interface AuthCardProps {
  title: TranslationKey;
  description?: string;
  footer?: ReactNode;
  children: ReactNode;
}

/** The centered card of the guest pages: logo and site name, the page heading, the form. */
export default function AuthCard({ title, description, footer, children }: AuthCardProps) {
  const { t } = useTranslation();
  const { siteName } = useSiteSettings();
  return (
    <Page>
      <PageTitle title={title} />
      <Card aria-labelledby="auth-card-title">
        <Brand href={ROUTES.home}>
          <LogoMark size={40} />
          {siteName}
        </Brand>
        <Heading id="auth-card-title">{t(title)}</Heading>
        {description && <Description>{description}</Description>}
        {children}
        {footer && <Footer>{footer}</Footer>}
      </Card>
    </Page>
  );
}
