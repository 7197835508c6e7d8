import VisuallyHidden from '@/components/ui/VisuallyHidden';
import { useTranslation } from '@/hooks/useTranslation';
import { Badge } from './styles';

/** The count of an entry: shown as a pill, read as "3 unread" (the only mark left when collapsed). */
export default function MenuBadge({ count, collapsed }: { count: number; collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge aria-hidden="true" $collapsed={collapsed}>
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>{t('%count% unread', { count })}</VisuallyHidden>
    </>
  );
}
