import type { DownlineNode } from '@/contract/network';
import QueryState from '@/components/ui/QueryState';
import { useDownline } from '@/hooks/network/useDownline';
import { useTranslation } from '@/hooks/useTranslation';
import DownlineLevel from './DownlineLevel';

/** The members directly below `parent`, asked for when it is first expanded (cached afterwards), a page at a time. */
export default function NodeChildren({ id, parent }: { id: string; parent: DownlineNode }) {
  const { t } = useTranslation();
  const downline = useDownline(parent._id);

  return (
    <QueryState query={downline.query} keepDataOnError errorText="The members could not be loaded, please try again" id={id}>
      {(nodes) => (
        <DownlineLevel
          id={id}
          nodes={nodes}
          downline={downline}
          levelKey={parent._id}
          total={parent.childCount}
          label={`${t('Team of %name%', { name: parent.fullName })}`}
        />
      )}
    </QueryState>
  );
}
