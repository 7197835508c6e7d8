import { useRouter } from 'next/router';
import Button from '@/components/ui/Button';
import Notice from '@/components/ui/Notice';
import PageFrame from '@/components/ui/PageFrame';
import SectionCard from '@/components/ui/SectionCard';
import Stack from '@/components/ui/Stack';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { useVerifyEmail } from '@/hooks/auth/useEmailVerification';
import { useQueryParam } from '@/hooks/auth/useQueryParam';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';

/**
 * /verify-email?token=: the signed-in member confirms their address with the e-mailed link (a signed-out visitor
 * signs in first and comes back). Asks before it acts; a used, expired or other member's link is refused, with the way
 * to a new one (the dashboard's banner).
 */
export default function VerifyEmailView() {
  const { t } = useTranslation();
  const router = useRouter();
  const token = useQueryParam('token');
  const { user } = useAuth();
  const { errorMessage } = useServerErrors();
  const verify = useVerifyEmail(token);
  const dashboard = <TextLink href={ROUTES.dashboard}>{t('Go to the dashboard')}</TextLink>;

  let body;
  if (router.isReady && !token) {
    body = <Notice role="alert">{t('This verification link is incomplete: it has no token.')}</Notice>;
  } else if (verify.isSuccess) {
    body = <Notice role="status" $tone="info">{t('Your e-mail address is verified')}</Notice>;
  } else {
    body = (
      <>
        <p>{t('Confirm that %email% is your e-mail address.', { email: user?.email ?? '' })}</p>
        {verify.isError && <Notice role="alert">{errorMessage(verify.error)}</Notice>}
        <div>
          <Button onClick={() => verify.mutate()} disabled={verify.isPending || !token}>
            {verify.isPending ? t('Please wait…') : t('Verify my e-mail address')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <PageFrame title="Verify e-mail" intro="Open this page from the link we e-mailed you.">
      <SectionCard title={t('Verify your e-mail address')}>
        <Stack $gap={12}>
          {body}
          {dashboard}
        </Stack>
      </SectionCard>
    </PageFrame>
  );
}
