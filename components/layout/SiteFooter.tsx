import styled from 'styled-components';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { useCompanyDetails } from '@/hooks/useCompanyDetails';
import { useTranslation } from '@/hooks/useTranslation';

const Footer = styled.footer`
  margin-top: 32px;
  padding: 20px 16px 24px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 13px;
  line-height: 1.6;

  p { margin: 0; }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0 0 8px;
  padding: 0;
  list-style: none;
`;

/** Contacts: on phones each is its own 44 px line (a thumb dials or writes from it). */
const Contact = styled.a`
  color: inherit;
  font-weight: 600;
  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const Contacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
`;

/**
 * The footer of the public pages and of the member layout: the terms, privacy policy and risk disclosure, and the
 * company's details (WEB settings, else config/company.ts).
 */
export default function SiteFooter() {
  const { t } = useTranslation();
  const company = useCompanyDetails();
  return (
    <Footer>
      <nav aria-label={t('Legal')}>
        <Links>
          <li><TextLink href={ROUTES.terms}>{t('Terms of use')}</TextLink></li>
          <li><TextLink href={ROUTES.privacy}>{t('Privacy policy')}</TextLink></li>
          <li><TextLink href={ROUTES.riskDisclosure}>{t('Risk disclosure')}</TextLink></li>
          <li><TextLink href={ROUTES.plan}>{t('Compensation plan')}</TextLink></li>
          <li><TextLink href={ROUTES.fees}>{t('Fees and limits')}</TextLink></li>
        </Links>
      </nav>
      <p>
        <strong>{company.companyName}</strong>
      </p>
      <p>{company.companyAddress}</p>
      <p>{t('Business registration number: %number%', { number: company.companyRegistrationNumber })}</p>
      <Contacts>
        <span>
          {t('E-mail')}: <Contact href={`mailto:${company.contactEmail}`}>{company.contactEmail}</Contact>
        </span>
        <span>
          {t('Hotline')}: <Contact href={`tel:${company.hotline.replace(/\s+/g, '')}`}>{company.hotline}</Contact>
        </span>
      </Contacts>
    </Footer>
  );
}
