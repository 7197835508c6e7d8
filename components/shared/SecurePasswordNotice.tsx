import Notice from '@/components/ui/Notice';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { useTranslation } from '@/hooks/useTranslation';

/**
 * Shown instead of a form's submit while the member has no secure password; `forChange`: a settings change it
 * confirms (a passkey, 2FA, the anti-phishing code) rather than a money operation.
 */
export default function SecurePasswordNotice({ forChange = false }: { forChange?: boolean }) {
  const { t } = useTranslation();
  return (
    <Notice>
      {forChange
        ? t('Set a secure password first: it confirms this change, as it confirms payments, transfers and withdrawals.')
        : t('Set a secure password before you swap, transfer or withdraw.')}{' '}
      <TextLink href={ROUTES.settingSecurity}>{t('Set it in Security settings')}</TextLink>
    </Notice>
  );
}
