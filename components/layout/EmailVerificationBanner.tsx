import styled from 'styled-components';
import Button from '@/components/ui/Button';
import { useEmailVerificationBanner } from '@/hooks/auth/useEmailVerificationBanner';
import { useTranslation } from '@/hooks/useTranslation';

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin: 16px 16px 0;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.primarySubtle};

  p { flex: 1 1 260px; margin: 0; }
`;

/**
 * Above every member page until the member's address is verified: what waits for it (withdrawals, payout details)
 * and "Resend the link" (limited per member; the answer, or the refusal, is said in the banner).
 */
export default function EmailVerificationBanner() {
  const { t } = useTranslation();
  const { show, email, resend, status } = useEmailVerificationBanner();
  if (!show) return null;

  return (
    <Banner aria-label={t('Verify your e-mail address')}>
      <p>
        {t('Verify your e-mail address: open the link we sent to %email%. Until then you cannot withdraw or change your payout details.', { email })}
      </p>
      <Button $variant="secondary" onClick={resend} disabled={status.pending}>
        {status.pending ? t('Sending…') : t('Resend the link')}
      </Button>
      {status.message && (
        <p role={status.failed ? 'alert' : 'status'}>{status.message}</p>
      )}
    </Banner>
  );
}
