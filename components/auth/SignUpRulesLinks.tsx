import styled from 'styled-components';
import { phoneTapLink } from '@/components/ui/tapTarget';
import { ROUTES } from '@/config/routes';
import { useTranslation } from '@/hooks/useTranslation';

const Links = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 8px 16px;
  margin-top: 12px;
`;

const RuleLink = styled.a`
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  text-decoration: none;
  ${phoneTapLink}

  &:hover { text-decoration: underline; }
`;

/** Sign-up: the plan and the fees a prospect reads before joining, each in a new tab so the form keeps what was typed. */
export default function SignUpRulesLinks() {
  const { t } = useTranslation();
  return (
    <Links>
      <span>{t('Before you join:')}</span>
      <RuleLink href={ROUTES.plan} target="_blank" rel="noopener">
        {t('Compensation plan')}
      </RuleLink>
      <RuleLink href={ROUTES.fees} target="_blank" rel="noopener">
        {t('Fees and limits')}
      </RuleLink>
    </Links>
  );
}
