import Button from '@/components/ui/Button';
import Notice from '@/components/ui/Notice';
import TextLink from '@/components/ui/TextLink';
import AuthCard from '@/components/shared/AuthCard';
import { ROUTES } from '@/config/routes';
import { useQueryParam } from '@/hooks/auth/useQueryParam';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useConfirmNotMe } from '@/hooks/security/useConfirmNotMe';
import { useTranslation } from '@/hooks/useTranslation';

/**
 * /not-me?token=: the "this was not me" link of a security alert (no sign-in needed; without a token, the signed-in
 * member's in-app alert). Explains, asks to confirm, then says what happened.
 */
export default function NotMeView() {
  const { t } = useTranslation();
  const token = useQueryParam('token');
  const { errorMessage } = useServerErrors();
  const confirm = useConfirmNotMe(token);
  const footer = <TextLink href={ROUTES.forgotPassword}>{t('Reset your password')}</TextLink>;

  if (confirm.isSuccess) {
    return (
      <AuthCard title="Account secured" footer={footer}>
        <Notice role="status">
          {t('Your account is secured: every session is signed out and money out is blocked until support unblocks it')}
        </Notice>
        <p>{t('Now reset your password with the link below, then contact support to unblock transfers and withdrawals.')}</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="This was not me" footer={footer}>
      <p>
        {t('If you did not make the change we told you about, someone may know your password. Confirm below: every session of your account is signed out, every passkey is removed and transfers and withdrawals are blocked until support checks your account with you.')}
      </p>
      {confirm.isError && <Notice role="alert">{errorMessage(confirm.error)}</Notice>}
      <Button onClick={() => confirm.mutate()} disabled={confirm.isPending}>
        {confirm.isPending ? t('Please wait…') : t('Secure my account')}
      </Button>
    </AuthCard>
  );
}
