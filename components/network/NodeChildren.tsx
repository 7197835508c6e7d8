import { useState } from 'react';
import type { DownlineNode } from '@/contract/network';
import type { DownlineSort } from '@/contract/requests/network';
import QueryState from '@/components/ui/QueryState';
import { useDownline } from '@/hooks/network/useDownline';
import { useTranslation } from '@/hooks/useTranslation';
import DownlineLevel from './DownlineLevel';
import LevelSortSelect from './LevelSortSelect';

/** The members directly below `parent`, asked for when it is first expanded (cached afterwards), a page at a time. */
export default function NodeChildren({ id, parent }: { id: string; parent: DownlineNode }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<DownlineSort>('joined');
  const downline = useDownline(parent._id, sort);
  const label = t('Team of %name%', { name: parent.fullName });

  return (
    <>
      {parent.childCount > 1 && <LevelSortSelect value={sort} onChange={setSort} levelName={label} />}
      <QueryState query={downline.query} keepDataOnError errorText="The members could not be loaded, please try again" id={id}>
        {(nodes) => <DownlineLevel id={id} nodes={nodes} downline={downline} levelKey={parent._id} total={parent.childCount} label={label} />}
      </QueryState>
    </>
  );
}
