import styled from 'styled-components';
import Pager from '@/components/ui/Pager';

const Below = styled.div`
  margin-top: 12px;
`;

interface QueuePagerProps {
  page: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  busy: boolean;
}

const QUEUE_ORDER = { newer: 'Previous page', older: 'Next page' } as const;

/** Through a queue, oldest first: the previous (older) and the next (newer) page; nothing when one page holds it all. */
export default function QueuePager({ page, hasNext, onPrevious, onNext, busy }: QueuePagerProps) {
  if (page === 1 && !hasNext) return null;
  return (
    <Below>
      <Pager page={page} hasOlder={hasNext} onNewer={onPrevious} onOlder={onNext} busy={busy} labels={QUEUE_ORDER} />
    </Below>
  );
}
