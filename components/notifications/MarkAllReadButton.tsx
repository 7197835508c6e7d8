import Button from '@/components/ui/Button';
import { useMarkNotificationsRead } from '@/hooks/notifications/useMarkNotificationsRead';
import { useTranslation } from '@/hooks/useTranslation';

/** "Mark all as read" with its request (react-query's mutation code, in a chunk of its own). */
export default function MarkAllReadButton() {
  const { t } = useTranslation();
  const { markAll } = useMarkNotificationsRead();
  return (
    <Button type="button" $variant="neutral" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
      {t('Mark all as read')}
    </Button>
  );
}
