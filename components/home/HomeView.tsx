import styled from 'styled-components';
import PageTitle from '@/components/ui/PageTitle';
import SocialLinks from '@/components/shared/SocialLinks';
import ProductGrid from '@/components/order/ProductGrid';
import { useSiteSettings } from '@/hooks/useSiteSettings';
import { useTranslation } from '@/hooks/useTranslation';
import HomeHero from './HomeHero';
import TokenPrices from './TokenPrices';

const Page = styled.main`
  max-width: 1080px;
  margin: 0 auto;
  padding: 0 16px 48px;
`;

const Section = styled.section`
  padding: 32px 0 8px;
  scroll-margin-top: ${({ theme }) => theme.sizes.header}px;

  h2 { margin: 0 0 16px; font-size: 24px; }
  h3 { margin: 24px 0 12px; font-size: 18px; }
`;

const Contact = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};

  /* Dialled with a thumb: a 44 px tall target, not a line of text. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 8px;
    font-weight: 600;
  }
`;

/** The public landing page: what the platform is, its packages, token prices and contacts. */
export default function HomeView() {
  const { t } = useTranslation();
  const { hotline } = useSiteSettings();

  return (
    <Page>
      <PageTitle title="Home" />
      <HomeHero />
      <Section id="packages" aria-labelledby="packages-title">
        <h2 id="packages-title">{t('Packages')}</h2>
        <h3>{t('Membership packages')}</h3>
        <ProductGrid kind="PACKAGE" />
        <h3>{t('Mining units')}</h3>
        <ProductGrid kind="MINING" />
      </Section>
      <Section id="prices" aria-labelledby="prices-title">
        <h2 id="prices-title">{t('Token prices')}</h2>
        <TokenPrices />
      </Section>
      <Section id="contact" aria-labelledby="contact-title">
        <h2 id="contact-title">{t('Contact')}</h2>
        {hotline && (
          <Contact>
            {t('Hotline')}: <a href={`tel:${hotline.replace(/\s+/g, '')}`}>{hotline}</a>
          </Contact>
        )}
        <SocialLinks />
      </Section>
    </Page>
  );
}
