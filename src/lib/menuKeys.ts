/**
 * What a key does in a menu (the ARIA menu button pattern), as a pure function of the key, the
 * item that has the focus and the items' labels: the menu component only applies the result.
 *
 * - ArrowDown and ArrowUp move to the next and the previous item, wrapping at either end;
 * - Home and End move to the first and the last item;
 * - a printable character moves to the next item whose label starts with it (type-ahead);
 * - Escape closes the menu and returns the focus to its button.
 *
 * Tab is not handled here: it leaves the menu as it leaves any control, and the menu closes when
 * the focus is gone.
 */

export type MenuKeyAction =
  {readonly kind: 'focus'; readonly index: number} | {readonly kind: 'close'} | {readonly kind: 'none'};

const NONE: MenuKeyAction = {kind: 'none'};

export function menuKeyAction(key: string, current: number, labels: readonly string[]): MenuKeyAction {
  const count = labels.length;
  if (key === 'Escape') {
    return {kind: 'close'};
  }
  if (count === 0) {
    return NONE;
  }
  switch (key) {
    case 'ArrowDown':
      return {kind: 'focus', index: (current + 1) % count};
    case 'ArrowUp':
      return {kind: 'focus', index: (current - 1 + count) % count};
    case 'Home':
      return {kind: 'focus', index: 0};
    case 'End':
      return {kind: 'focus', index: count - 1};
  }
  // Type-ahead: one printable character (not a space, which activates an item).
  if ([...key].length === 1 && key.trim() !== '') {
    const wanted = key.toLocaleLowerCase();
    for (let step = 1; step <= count; step += 1) {
      const index = (current + step) % count;
      if ((labels[index] ?? '').trim().toLocaleLowerCase().startsWith(wanted)) {
        return {kind: 'focus', index};
      }
    }
  }
  return NONE;
}
