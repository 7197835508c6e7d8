/** Moves focus between the `selector` items of `list` for ArrowUp/ArrowDown/Home/End; true when handled. */
export function moveFocusInList(list: HTMLElement | null, key: string, selector: string): boolean {
  if (!list) return false;
  const items = Array.from(list.querySelectorAll<HTMLElement>(selector));
  if (items.length === 0) return false;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const next: Record<string, number> = {
    ArrowDown: index < 0 || index === last ? 0 : index + 1,
    ArrowUp: index <= 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  if (!(key in next)) return false;
  items[next[key]].focus();
  return true;
}
