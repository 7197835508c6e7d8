import { useState } from 'react';
import Card from '@/components/ui/Card';
import Note from '@/components/ui/Note';
import QueryState from '@/components/ui/QueryState';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { useDownline } from '@/hooks/network/useDownline';
import { ROOT_LEVEL } from '@/hooks/network/useNetworkTree';
import { useTeamSummary } from '@/hooks/network/useTeamSummary';
import { useTranslation } from '@/hooks/useTranslation';
import type { DownlineSort } from '@/contract/requests/network';
import DownlineLevel from './DownlineLevel';
import LevelSortSelect from './LevelSortSelect';

/** The member's network from level 1 down, each level loaded when its parent is expanded and sorted as the member picks. */
export default function MemberTree() {
  const { t } = useTranslation();
  const [sort, setSort] = useState<DownlineSort>('joined');
  const downline = useDownline(null, sort);
  const directCount = useTeamSummary().data?.directCount;

  return (
    <Card aria-labelledby="member-tree-heading">
      <h2 id="member-tree-heading">{t('Your network')}</h2>
      {directCount !== undefined && directCount > 1 && <LevelSortSelect value={sort} onChange={setSort} levelName={t('Level 1 members')} />}
      <QueryState
        query={downline.query}
        keepDataOnError
        errorText="The members could not be loaded, please try again"
        isEmpty={(nodes) => nodes.length === 0}
        empty={
          <Note>
            {t('No members in your network yet')}. <TextLink href={ROUTES.registerNewMember}>{t('Register a new member')}</TextLink>
          </Note>
        }
      >
        {(nodes) => <DownlineLevel nodes={nodes} downline={downline} levelKey={ROOT_LEVEL} total={directCount} label={t('Level 1 members')} />}
      </QueryState>
    </Card>
  );
}
