import Head from 'next/head';
import type { TranslationKey } from '@/config/translate';
import { useSiteSettings } from '@/hooks/useSiteSettings';
import { useTranslation } from '@/hooks/useTranslation';

/** "<Title> | <site name>", the site name from settings WEB.siteName. */
export default function PageTitle({ title }: { title: TranslationKey }) {
  const { t } = useTranslation();
  const { siteName } = useSiteSettings();
  return (
    <Head>
      <title>{`${t(title)} | ${siteName}`}</title>
    </Head>
  );
}
