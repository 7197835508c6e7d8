import { SecondaryButton } from '@/components/auth/styles';
import { useForgotSecurePassword } from '@/hooks/settings/useForgotSecurePassword';
import { useTranslation } from '@/hooks/useTranslation';
import { PrimaryButton } from '../shared/styles';

/**
 * E-mails a one-time link to the page that sets a secure password: "Forgot your secure password?", or, for a member
 * who has none yet, the way to set the first one (`first`).
 */
export default function ForgotSecurePasswordButton({ first = false }: { first?: boolean }) {
  const { t } = useTranslation();
  const send = useForgotSecurePassword();

  const Button = first ? PrimaryButton : SecondaryButton;
  return (
    <Button onClick={() => send.mutate()} disabled={send.isPending}>
      {send.isPending ? t('Please wait…') : first ? t('E-mail me a link to set it') : t('Forgot your secure password?')}
    </Button>
  );
}
