import { lazyComponent } from '@/components/ui/lazyComponent';
import QueryState, { type QueryStatus } from '@/components/ui/QueryState';
import type { NotificationsFeedProps } from './NotificationsFeed';
import { FeedToolbar } from './styles';

const PENDING: QueryStatus<never> = { data: undefined, isPending: true, isError: false, refetch: () => undefined };

/** The feed as it paints while its notifications load (the same markup), shown until its chunk is there. */
function FeedLoading({ title, className }: NotificationsFeedProps) {
  return (
    <div className={className}>
      <FeedToolbar>{title}</FeedToolbar>
      <QueryState query={PENDING} errorText="Notifications could not be loaded.">
        {() => null}
      </QueryState>
    </div>
  );
}

/**
 * The notifications feed (its list, texts and the mark-as-read mutation) in a chunk of its own, fetched after the
 * first paint: on the dashboard it paints as it did, loading, and the header's panel gets it when first opened.
 */
const LazyNotificationsFeed = lazyComponent<NotificationsFeedProps>(() => import('./NotificationsFeed'), FeedLoading);

export default LazyNotificationsFeed;
