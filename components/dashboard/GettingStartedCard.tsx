import styled from 'styled-components';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import TextLink from '@/components/ui/TextLink';
import VisuallyHidden from '@/components/ui/VisuallyHidden';
import { ROUTES } from '@/config/routes';
import type { TranslationKey } from '@/config/translate';
import type { MemberProfile } from '@/contract/profile';
import { useChecklistHidden } from '@/hooks/dashboard/useChecklistHidden';
import { useTranslation } from '@/hooks/useTranslation';
import { CardHead } from './styles';

const Steps = styled.ol`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mediaQueries.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Step = styled.li<{ $done: boolean }>`
  display: grid;
  grid-template-columns: 24px minmax(0, 1fr);
  gap: 2px 10px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};

  strong { font-weight: ${({ $done }) => ($done ? 400 : 700)}; overflow-wrap: anywhere; }
  & > :nth-child(n + 3) { grid-column: 2; }
`;

const Mark = styled.span<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  border: 2px solid ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.border)};
  background: ${({ theme, $done }) => ($done ? theme.colors.success : 'transparent')};
  color: #fff;
  font-size: 13px;
  font-weight: 700;
`;

const State = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 14px;
`;

type Member = Pick<MemberProfile, 'username' | 'hasSecurePassword' | 'is2FAEnabled' | 'kycStatus' | 'package'>;

interface ChecklistStep {
  id: string;
  title: TranslationKey;
  done: boolean;
  /** Where to do it, and the link's text while it is not done. */
  href: string;
  action: TranslationKey;
  /** Not done, but nothing to do now (KYC under review). */
  waiting?: TranslationKey;
}

/** The four first steps of a member, each with its state from the profile. */
export function checklistSteps(member: Member): ChecklistStep[] {
  const kyc = member.kycStatus;
  return [
    { id: 'secure-password', title: 'Set your secure password', done: member.hasSecurePassword, href: ROUTES.settingSecurity, action: 'Set it in Settings → Security' },
    { id: 'two-factor', title: 'Turn on two-factor authentication', done: member.is2FAEnabled, href: ROUTES.settingSecurity, action: 'Turn it on in Settings → Security' },
    {
      id: 'kyc',
      title: 'Get your identity (KYC) approved',
      done: kyc === 'APPROVED',
      href: ROUTES.settingKyc,
      action: kyc === 'REJECTED' ? 'See why and send again' : 'Send your documents',
      ...(kyc === 'PENDING' ? { waiting: 'Under review' as const } : {}),
    },
    { id: 'package', title: 'Buy your first package', done: member.package !== null, href: ROUTES.placeOrder, action: 'Choose a package' },
  ];
}

/** The dashboard's getting-started list until every step is done, or until the member hides it on this browser. */
export default function GettingStartedCard({ member }: { member: Member }) {
  const { t } = useTranslation();
  const [hidden, hide] = useChecklistHidden(member.username);
  const steps = checklistSteps(member);
  const done = steps.filter((step) => step.done).length;
  if (hidden || done === steps.length) return null;

  return (
    <Card aria-labelledby="dashboard-getting-started" className="wide" data-testid="getting-started">
      <CardHead>
        <h2 id="dashboard-getting-started">{t('Get started: %done% of %total% done', { done, total: steps.length })}</h2>
        <Button type="button" $variant="neutral" onClick={hide}>
          {t('Hide this list')}
        </Button>
      </CardHead>
      <Steps>
        {steps.map((step) => (
          <Step key={step.id} $done={step.done} data-step={step.id} data-done={step.done}>
            <Mark $done={step.done} aria-hidden="true">
              {step.done ? '✓' : ''}
            </Mark>
            <strong>{t(step.title)}</strong>
            {step.done ? (
              <State>{t('Done')}</State>
            ) : (
              <>
                {step.waiting && <State>{t(step.waiting)}</State>}
                <TextLink href={step.href}>
                  {step.waiting ? t('See its state') : t(step.action)}
                  <VisuallyHidden>{` (${t(step.title)})`}</VisuallyHidden>
                </TextLink>
              </>
            )}
          </Step>
        ))}
      </Steps>
    </Card>
  );
}
