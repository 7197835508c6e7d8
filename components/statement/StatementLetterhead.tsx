import styled from 'styled-components';
import LogoMark from '@/components/ui/LogoMark';
import { useCompanyDetails } from '@/hooks/useCompanyDetails';
import { useTranslation } from '@/hooks/useTranslation';

/** A div, not a <header>: the statement's print style hides the page's header, menus and bars. */
const Letterhead = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  margin-bottom: 16px;
  padding-bottom: 12px;
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  font-size: 13px;

  img { flex: none; }
  p { margin: 0; overflow-wrap: anywhere; }
  p:first-child { font-size: 16px; font-weight: 700; }
`;

/**
 * The company issuing the statement, as the footer names it (WEB settings, else config/company.ts): name, address,
 * business registration number and contacts, over the statement's title.
 */
export default function StatementLetterhead() {
  const { t } = useTranslation();
  const company = useCompanyDetails();
  return (
    <Letterhead data-testid="statement-letterhead">
      <LogoMark size={40} />
      <div>
        <p>{company.companyName}</p>
        <p>{company.companyAddress}</p>
        <p>{t('Business registration number: %number%', { number: company.companyRegistrationNumber })}</p>
        <p>
          {t('E-mail')}: {company.contactEmail} · {t('Hotline')}: {company.hotline}
        </p>
      </div>
    </Letterhead>
  );
}
