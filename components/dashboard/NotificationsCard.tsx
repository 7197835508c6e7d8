import Card from '@/components/ui/Card';
import NotificationsFeed from '@/components/notifications/LazyNotificationsFeed';
import { useTranslation } from '@/hooks/useTranslation';

const LATEST = 5;

export default function NotificationsCard() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="dashboard-notifications">
      <NotificationsFeed title={<h2 id="dashboard-notifications">{t('Latest notifications')}</h2>} limit={LATEST} />
    </Card>
  );
}
