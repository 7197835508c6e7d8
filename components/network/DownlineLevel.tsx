import { useEffect, useId, useRef, useState } from 'react';
import type { DownlineNode } from '@/contract/network';
import type { DownlineSort } from '@/contract/requests/network';
import QueryState from '@/components/ui/QueryState';
import VisuallyHidden from '@/components/ui/VisuallyHidden';
import { useDownline, type DownlinePages } from '@/hooks/network/useDownline';
import { useTranslation } from '@/hooks/useTranslation';
import LevelSortSelect from './LevelSortSelect';
import MemberLatestOrders from './MemberLatestOrders';
import MoreMembersButton from './MoreMembersButton';
import NodeFacts from './NodeFacts';
import { useNetworkTreeContext } from './NetworkTreeContext';
import { Level, NodeBox, NodeMain, OrdersButton, OrdersRow, ToggleButton } from './treeStyles';

// The tree is recursive (a level lists members, a member opens the level below it): its three parts live in
// this one file so that no module imports one that imports it back.

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

/** One member of the tree; their own members load when first expanded, their latest orders when first shown. */
function NetworkNode({ node }: { node: DownlineNode }) {
  const { t } = useTranslation();
  const { expanded, highlight, toggle } = useNetworkTreeContext();
  const box = useRef<HTMLDivElement>(null);
  const childrenId = useId();
  const ordersId = useId();
  const [ordersOpen, setOrdersOpen] = useState(false);
  const isOpen = node.childCount > 0 && expanded.has(node._id);
  const isHighlighted = highlight?.id === node._id;
  const seq = isHighlighted ? highlight.seq : 0;

  useEffect(() => {
    if (!seq || !box.current) return;
    box.current.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    box.current.focus({ preventScroll: true });
  }, [seq]);

  return (
    <li>
      <NodeBox ref={box} tabIndex={-1} $highlighted={isHighlighted} aria-current={isHighlighted ? 'true' : undefined} data-username={node.username}>
        <NodeMain>
          <p className="name">{node.fullName}</p>
          <p className="username">@{node.username}</p>
          <NodeFacts node={node} />
        </NodeMain>
        {node.childCount > 0 && (
          <ToggleButton aria-expanded={isOpen} aria-controls={isOpen ? childrenId : undefined} onClick={() => toggle(node._id)}>
            {isOpen ? t('Hide team') : t('Show team')} ({node.childCount})<VisuallyHidden>: {node.username}</VisuallyHidden>
          </ToggleButton>
        )}
        <OrdersRow>
          <OrdersButton aria-expanded={ordersOpen} aria-controls={ordersOpen ? ordersId : undefined} onClick={() => setOrdersOpen((open) => !open)}>
            {ordersOpen ? t('Hide latest orders') : t('Show latest orders')}
            <VisuallyHidden> (@{node.username})</VisuallyHidden>
          </OrdersButton>
          {ordersOpen && <MemberLatestOrders id={ordersId} memberId={node._id} name={node.fullName} />}
        </OrdersRow>
      </NodeBox>
      {isOpen && <NodeChildren id={childrenId} parent={node} />}
    </li>
  );
}

/** The members directly below `parent`, asked for when it is first expanded (cached afterwards), a page at a time. */
function NodeChildren({ id, parent }: { id: string; parent: DownlineNode }) {
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
