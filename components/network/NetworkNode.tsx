import { useEffect, useId, useRef, useState } from 'react';
import type { DownlineNode } from '@/contract/network';
import VisuallyHidden from '@/components/ui/VisuallyHidden';
import { useTranslation } from '@/hooks/useTranslation';
import MemberLatestOrders from './MemberLatestOrders';
import NodeChildren from './NodeChildren';
import NodeFacts from './NodeFacts';
import { useNetworkTreeContext } from './NetworkTreeContext';
import { NodeBox, NodeMain, OrdersButton, OrdersRow, ToggleButton } from './treeStyles';

/** One member of the tree; their own members load when first expanded, their latest orders when first shown. */
export default function NetworkNode({ node }: { node: DownlineNode }) {
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
