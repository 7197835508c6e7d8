import { ICONS } from '@/components/ui/Icon';
import type { MenuIconName } from '@/config/menu';

export default function MenuIcon({ name }: { name: MenuIconName }) {
  const Icon = ICONS[name];
  return <Icon />;
}
