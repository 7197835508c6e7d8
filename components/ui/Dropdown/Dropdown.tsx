import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { ChevronIcon } from '@/components/ui/Icon';
import PrefetchLink from '@/components/ui/PrefetchLink';
import { usePopover } from '@/hooks/ui/usePopover';
import { moveFocusInList } from './listNavigation';
import { Container, ItemButton, itemStyle, Panel, Trigger } from './styles';
import type { DropdownItem, DropdownProps } from './types';

const ItemLink = styled(PrefetchLink)`
  ${itemStyle}
`;

const MENU_ITEM = '[role="menuitem"]';
const isLink = (item: DropdownItem): item is Extract<DropdownItem, { href: string }> => 'href' in item;

/** A menu button: the trigger opens a menu of links and actions (the header's account menu). */
export default function Dropdown({ trigger, triggerLabel, items, align = 'end', className }: DropdownProps) {
  const { isOpen, open, close, toggle, triggerRef, triggerId, panelId, containerProps } = usePopover();
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  useEffect(() => {
    if (isOpen) moveFocusInList(menuRef.current, focusOnOpen.current === 'first' ? 'Home' : 'End', MENU_ITEM);
  }, [isOpen]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
    if (isOpen) moveFocusInList(menuRef.current, event.key === 'ArrowDown' ? 'Home' : 'End', MENU_ITEM);
    else open();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Tab') close();
    else if (moveFocusInList(menuRef.current, event.key, MENU_ITEM)) event.preventDefault();
  };

  return (
    <Container className={className} {...containerProps}>
      <Trigger
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-label={triggerLabel}
        onClick={() => {
          focusOnOpen.current = 'first';
          toggle();
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
        <ChevronIcon />
      </Trigger>
      {isOpen && (
        <Panel ref={menuRef} id={panelId} role="menu" aria-labelledby={triggerId} $align={align} onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <li key={item.id} role="none">
              {isLink(item) ? (
                <ItemLink href={item.href} role="menuitem" tabIndex={-1} onClick={() => close()}>
                  {item.icon}
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
                  {item.icon}
                  {item.label}
                </ItemButton>
              )}
            </li>
          ))}
        </Panel>
      )}
    </Container>
  );
}
