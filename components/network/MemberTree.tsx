import Card from '@/components/app/Card';
import { TextLink } from '@/components/auth/styles';
import { ErrorNote, Muted } from '@/components/setting/shared/styles';
import { ROUTES } from '@/config/routes';
import { useDownline } from '@/hooks/network/useDownline';
import { useTranslation } from '@/hooks/useTranslation';
import DownlineLevel from './DownlineLevel';

/** The member's network from level 1 down, each level loaded when its parent is expanded. */
export default function MemberTree() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useDownline(null);

  return (
    <Card aria-labelledby="member-tree-heading">
      <h2 id="member-tree-heading">{t('Your network')}</h2>
      {isPending ? (
        <Muted role="status">{t('Loading…')}</Muted>
      ) : isError ? (
        <ErrorNote role="alert">{t('The members could not be loaded, please try again')}</ErrorNote>
      ) : data.length === 0 ? (
        <Muted>
          {t('No members in your network yet')}. <TextLink href={ROUTES.registerNewMember}>{t('Register a new member')}</TextLink>
        </Muted>
      ) : (
        <DownlineLevel nodes={data} label={t('Level 1 members')} />
      )}
    </Card>
  );
}
