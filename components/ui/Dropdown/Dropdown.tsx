import { useState, type KeyboardEvent } from 'react';
import { ChevronIcon } from '@/components/ui/Icon';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { usePopover } from '@/hooks/ui/usePopover';
import { Container, Trigger } from './styles';
import type { DropdownProps, FocusRequest } from './types';

// The menu (its items, icons, styles and arrow keys) is not on the first load: it is fetched when the trigger is
// first pointed at, focused or pressed, and shows once it is there.
const DropdownMenu = lazyComponent(() => import('./DropdownMenu'));

/** A menu button: the trigger opens a menu of links and actions (the header's account menu). */
export default function Dropdown({ trigger, triggerLabel, items, align = 'end', className }: DropdownProps) {
  const { isOpen, open, close, toggle, triggerRef, triggerId, panelId, containerProps } = usePopover();
  const [focusRequest, setFocusRequest] = useState<FocusRequest>({ edge: 'first', count: 0 });
  const requestFocus = (edge: FocusRequest['edge']) => setFocusRequest(({ count }) => ({ edge, count: count + 1 }));

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    requestFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    if (!isOpen) open();
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
        onPointerEnter={DropdownMenu.preload}
        onFocus={DropdownMenu.preload}
        onClick={() => {
          requestFocus('first');
          toggle();
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
        <ChevronIcon />
      </Trigger>
      {isOpen && <DropdownMenu id={panelId} labelledBy={triggerId} items={items} align={align} focusRequest={focusRequest} close={close} />}
    </Container>
  );
}
