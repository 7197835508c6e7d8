import type { ReactNode } from 'react';
import type { MenuItemIconName } from './itemIcons';

interface DropdownItemBase {
  /** Unique among the items (React key). */
  id: string;
  label: ReactNode;
  /** Drawn by the menu (its code, icons included, loads when the menu is first wanted). */
  icon?: MenuItemIconName;
}

export interface DropdownLinkItem extends DropdownItemBase {
  href: string;
}

export interface DropdownButtonItem extends DropdownItemBase {
  onSelect: () => void;
}

export type DropdownItem = DropdownLinkItem | DropdownButtonItem;

export interface DropdownProps {
  /** Content of the trigger button (e.g. avatar and name). */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text. */
  triggerLabel?: string;
  items: readonly DropdownItem[];
  /** Which edge of the trigger the menu lines up with (default `end`). */
  align?: 'start' | 'end';
  className?: string;
}

/** Which item takes focus: asked for at each opening and by an arrow key at the trigger (`count` tells asks apart). */
export interface FocusRequest {
  edge: 'first' | 'last';
  count: number;
}
