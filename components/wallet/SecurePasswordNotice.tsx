import Notice from '@/components/ui/Notice';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { useTranslation } from '@/hooks/useTranslation';

/** Shown instead of a form's submit while the member has no secure password. */
export default function SecurePasswordNotice() {
  const { t } = useTranslation();
  return (
    <Notice>
      {t('Set a secure password before you swap, transfer or withdraw.')}{' '}
      <TextLink href={ROUTES.settingSecurity}>{t('Set it in Security settings')}</TextLink>
    </Notice>
  );
}
