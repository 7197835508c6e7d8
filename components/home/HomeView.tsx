import Head from 'next/head';
import Image from 'next/image';
import styled from 'styled-components';
import { useSiteSettings } from '@/hooks/useSiteSettings';
import { useTokenPrices } from '@/hooks/useTokenPrices';
import { useTranslation } from '@/hooks/useTranslation';
import TokenPriceTable from './TokenPriceTable';

const Page = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: 24px 16px 48px;
`;

const Brand = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 24px;

  h1 { margin: 0; font-size: 28px; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textSubtle}; }
`;

const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: 20px;

  h2 { margin: 0 0 12px; font-size: 20px; }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export default function HomeView() {
  const { t } = useTranslation();
  const { siteName, hotline } = useSiteSettings();
  const { prices, isLoading, isError } = useTokenPrices();

  return (
    <Page>
      <Head>
        <title>{`${t('Home')} | ${siteName}`}</title>
      </Head>
      <Brand>
        <Image src="/logo.png" alt="" width={56} height={56} priority />
        <div>
          <h1>{siteName}</h1>
          <p>{t('Filecoin mining for members')}</p>
        </div>
      </Brand>
      <Card aria-labelledby="token-prices-title">
        <h2 id="token-prices-title">{t('Token prices')}</h2>
        {prices.length > 0 && <TokenPriceTable prices={prices} />}
        {prices.length === 0 && isLoading && <Note>{t('Loading…')}</Note>}
        {prices.length === 0 && !isLoading && <Note>{isError ? t('Prices could not be loaded') : t('No prices yet')}</Note>}
      </Card>
      {hotline && (
        <Note>
          {t('Hotline')}: <a href={`tel:${hotline.replace(/\s+/g, '')}`}>{hotline}</a>
        </Note>
      )}
    </Page>
  );
}
