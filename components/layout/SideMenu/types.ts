import type { MenuLink } from '@/config/menu';

export type MenuBadges = Partial<Record<NonNullable<MenuLink['badge']>, number>>;
