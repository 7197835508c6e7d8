import type { ReactNode } from 'react';
import styled from 'styled-components';
import PageTitle from '@/components/ui/PageTitle';
import TextLink from '@/components/ui/TextLink';
import { TERMS_VERSION } from '@/config/legal';
import { ROUTES } from '@/config/routes';
import type { TranslationKey } from '@/config/translate';
import { useCompanyDetails } from '@/hooks/useCompanyDetails';
import { useTranslation } from '@/hooks/useTranslation';

const Page = styled.main`
  max-width: 820px;
  margin: 0 auto;
  padding: 24px 16px 8px;
  line-height: 1.65;

  h1 { margin: 0 0 4px; font-size: 26px; }
  h2 { margin: 28px 0 8px; font-size: 18px; }
  p, li { margin: 0 0 10px; }
  ul { padding-left: 20px; }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Others = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin-top: 24px;
`;

interface LegalDocumentProps {
  title: TranslationKey;
  children: ReactNode;
}

/**
 * The frame of the terms of use, privacy policy and risk disclosure: heading, the version a sign-up accepts, who
 * publishes it, the text, and the two other documents.
 */
export default function LegalDocument({ title, children }: LegalDocumentProps) {
  const { t } = useTranslation();
  const company = useCompanyDetails();
  const others = [
    { href: ROUTES.terms, label: t('Terms of use'), key: 'Terms of use' },
    { href: ROUTES.privacy, label: t('Privacy policy'), key: 'Privacy policy' },
    { href: ROUTES.riskDisclosure, label: t('Risk disclosure'), key: 'Risk disclosure' },
  ].filter((document) => document.key !== title);

  return (
    <Page>
      <PageTitle title={title} />
      <article aria-labelledby="legal-title">
        <h1 id="legal-title">{t(title)}</h1>
        <Meta>
          {t('Version %version%, published by %company%', { version: TERMS_VERSION, company: company.companyName })}
        </Meta>
        {children}
      </article>
      <Others aria-label={t('Other documents')}>
        {others.map((document) => (
          <TextLink key={document.href} href={document.href}>
            {document.label}
          </TextLink>
        ))}
      </Others>
    </Page>
  );
}
