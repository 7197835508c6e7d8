import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { MENU_ITEM_ICONS } from './itemIcons';
import PrefetchLink from '@/components/ui/PrefetchLink';
import { moveFocusInList } from './listNavigation';
import { ItemButton, itemStyle, Panel } from './menuStyles';
import type { DropdownItem, FocusRequest } from './types';

const ItemLink = styled(PrefetchLink)`
  ${itemStyle}
`;

const MENU_ITEM = '[role="menuitem"]';
const isLink = (item: DropdownItem): item is Extract<DropdownItem, { href: string }> => 'href' in item;

function ItemIcon({ item }: { item: DropdownItem }) {
  if (!item.icon) return null;
  const Icon = MENU_ITEM_ICONS[item.icon];
  return <Icon />;
}

export interface DropdownMenuProps {
  id: string;
  labelledBy: string;
  items: readonly DropdownItem[];
  align: 'start' | 'end';
  focusRequest: FocusRequest;
  close: (returnFocus?: boolean) => void;
}

/** The open menu of a Dropdown, in a chunk of its own: fetched when the trigger is first pointed at, focused or pressed. */
export default function DropdownMenu({ id, labelledBy, items, align, focusRequest, close }: DropdownMenuProps) {
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    moveFocusInList(menuRef.current, focusRequest.edge === 'first' ? 'Home' : 'End', MENU_ITEM);
  }, [focusRequest]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Tab') close();
    else if (moveFocusInList(menuRef.current, event.key, MENU_ITEM)) event.preventDefault();
  };

  return (
    <Panel ref={menuRef} id={id} role="menu" aria-labelledby={labelledBy} $align={align} onKeyDown={onMenuKeyDown}>
      {items.map((item) => (
        <li key={item.id} role="none">
          {isLink(item) ? (
            <ItemLink href={item.href} role="menuitem" tabIndex={-1} onClick={() => close()}>
              <ItemIcon item={item} />
              {item.label}
            </ItemLink>
          ) : (
            <ItemButton
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close(true);
                item.onSelect();
              }}
            >
              <ItemIcon item={item} />
              {item.label}
            </ItemButton>
          )}
        </li>
      ))}
    </Panel>
  );
}
