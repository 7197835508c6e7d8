import type { ComponentProps } from 'react';
import type { useCursorPager } from '@/hooks/history/useCursorPager';
import Pager from './Pager';

type CursorPagerProps = Omit<ComponentProps<typeof Pager>, 'page' | 'hasOlder' | 'onNewer' | 'onOlder'> & {
  pager: Pick<ReturnType<typeof useCursorPager>, 'page' | 'newer' | 'older'>;
  /** The shown page's nextCursor: null or absent on the oldest page. */
  nextCursor: string | null | undefined;
};

/** The Pager of a list paged with useCursorPager: Older opens the shown page's nextCursor. */
export default function CursorPager({ pager, nextCursor, ...pagerProps }: CursorPagerProps) {
  return <Pager page={pager.page} hasOlder={Boolean(nextCursor)} onNewer={pager.newer} onOlder={() => pager.older(nextCursor ?? null)} {...pagerProps} />;
}
