import type { DownlineNode } from '@/contract/network';
import type { DownlinePages } from '@/hooks/network/useDownline';
import MoreMembersButton from './MoreMembersButton';
import NetworkNode from './NetworkNode';
import { useNetworkTreeContext } from './NetworkTreeContext';
import { Level } from './treeStyles';

interface DownlineLevelProps {
  nodes: readonly DownlineNode[];
  /** The pages of this level, for "Show more members". */
  downline: DownlinePages;
  /** The parent's `_id`, or ROOT_LEVEL. */
  levelKey: string;
  /** Members of the level in all (the parent's child count), when known. */
  total?: number;
  label: string;
  id?: string;
}

/** One level of the network as a list, a page at a time; a member found by search shows first until its page loads. */
export default function DownlineLevel({ nodes, downline, levelKey, total, label, id }: DownlineLevelProps) {
  const { revealed } = useNetworkTreeContext();
  const found = revealed.get(levelKey);
  const shown = found && !nodes.some((node) => node._id === found._id) ? [found, ...nodes] : nodes;

  return (
    <Level id={id} aria-label={label}>
      {shown.map((node) => (
        <NetworkNode key={node._id} node={node} />
      ))}
      {downline.hasMore && <MoreMembersButton downline={downline} remaining={total === undefined ? undefined : total - nodes.length} />}
    </Level>
  );
}
