import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useOnClickOutside } from './useOnClickOutside';

/**
 * Open state of a trigger button and its panel, both inside `containerRef`. Closes on a pointer
 * down outside, on Escape (focus back on the trigger) and when focus leaves the container.
 */
export function usePopover() {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const triggerId = useId();

  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback((returnFocus = false) => {
    setIsOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setIsOpen((value) => !value), []);

  useOnClickOutside(containerRef, () => setIsOpen(false), isOpen);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || !isOpen) return;
      // Handled here: a modal around the popover stays open.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    },
    [isOpen, close],
  );

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !containerRef.current?.contains(next)) setIsOpen(false);
  }, []);

  return {
    isOpen,
    open,
    close,
    toggle,
    triggerRef,
    triggerId,
    panelId,
    containerProps: { ref: containerRef, onKeyDown, onBlur },
  };
}
