import { useRouter } from 'next/router';
import toast from '@/hooks/ui/toast';
import Button from '@/components/ui/Button';
import Notice from '@/components/ui/Notice';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { useQueryParam } from '@/hooks/auth/useQueryParam';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useUnlockDevice } from '@/hooks/auth/useSignInUnlock';
import { useTranslation } from '@/hooks/useTranslation';
import AuthCard from '@/components/shared/AuthCard';

/**
 * /unlock-sign-in?token=: the e-mailed link that unlocks sign-in on this device after a lockout on new devices. Asks
 * before it acts (a mail scanner's visit changes nothing); once unlocked, on to /login, where the password (and the
 * second factor) are still asked.
 */
export default function UnlockSignInView() {
  const { t } = useTranslation();
  const router = useRouter();
  const token = useQueryParam('token');
  const { errorMessage } = useServerErrors();
  const { unlock, pending, done, error } = useUnlockDevice(token);
  const footer = <TextLink href={ROUTES.login}>{t('Back to sign in')}</TextLink>;

  if (router.isReady && !token) {
    return (
      <AuthCard title="Unlock sign-in" footer={footer}>
        <Notice role="alert">{t('This unlock link is incomplete: it has no token.')}</Notice>
      </AuthCard>
    );
  }

  const confirm = async () => {
    if (!(await unlock())) return;
    toast.success(t('This device is unlocked, sign in with your password'));
    await router.push(ROUTES.login);
  };

  return (
    <AuthCard title="Unlock sign-in" footer={footer}>
      <p>
        {t('Open this link on the device you want to sign in on. Unlocking lets this device try your password again; it does not sign you in, and other new devices stay locked.')}
      </p>
      {error !== null && <Notice role="alert">{errorMessage(error)}</Notice>}
      <Button onClick={() => void confirm()} disabled={pending || done}>
        {pending ? t('Please wait…') : t('Unlock this device')}
      </Button>
    </AuthCard>
  );
}
