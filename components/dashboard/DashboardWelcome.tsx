import { NEW_MEMBER_QUERY } from '@/config/routes';
import type { MemberProfile } from '@/contract/profile';
import { useQueryParam } from '@/hooks/auth/useQueryParam';
import { useTranslation } from '@/hooks/useTranslation';
import { Welcome } from './styles';

/**
 * The dashboard's greeting: "Welcome back" for a returning member; a member who just signed up (`?welcome=new`) is
 * welcomed and told whose team they joined.
 */
export default function DashboardWelcome({ user }: { user: Pick<MemberProfile, 'fullName' | 'sponsor'> }) {
  const { t } = useTranslation();
  const isNew = useQueryParam('welcome') === NEW_MEMBER_QUERY.welcome;
  if (!isNew) return <Welcome>{t('Welcome back, %name%', { name: user.fullName })}</Welcome>;
  const { sponsor } = user;
  return (
    <Welcome data-testid="new-member-welcome">
      {t('Welcome, %name%!', { name: user.fullName })}{' '}
      {sponsor
        ? t('You joined the team of %sponsor% (%username%).', { sponsor: sponsor.fullName, username: sponsor.username })
        : t('Your account is ready.')}
    </Welcome>
  );
}
