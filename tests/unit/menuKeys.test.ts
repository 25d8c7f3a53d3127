import {describe, expect, it} from 'vitest';
import {menuKeyAction} from '../../src/lib/menuKeys';

const LABELS = ['Copy page as Markdown', 'View as Markdown', 'Close the page'];

describe('menuKeyAction', () => {
  it('moves down and up, wrapping at either end', () => {
    expect(menuKeyAction('ArrowDown', 0, LABELS)).toEqual({kind: 'focus', index: 1});
    expect(menuKeyAction('ArrowDown', 2, LABELS)).toEqual({kind: 'focus', index: 0});
    expect(menuKeyAction('ArrowUp', 1, LABELS)).toEqual({kind: 'focus', index: 0});
    expect(menuKeyAction('ArrowUp', 0, LABELS)).toEqual({kind: 'focus', index: 2});
  });
  it('goes to the first item on ArrowDown when no item has the focus yet', () => {
    expect(menuKeyAction('ArrowDown', -1, LABELS)).toEqual({kind: 'focus', index: 0});
  });
  it('jumps to the first and the last item with Home and End', () => {
    expect(menuKeyAction('Home', 2, LABELS)).toEqual({kind: 'focus', index: 0});
    expect(menuKeyAction('End', 0, LABELS)).toEqual({kind: 'focus', index: 2});
  });
  it('closes on Escape', () => {
    expect(menuKeyAction('Escape', 1, LABELS)).toEqual({kind: 'close'});
    expect(menuKeyAction('Escape', 0, [])).toEqual({kind: 'close'});
  });
  it('moves to the next item that starts with a typed letter, in any case, wrapping', () => {
    expect(menuKeyAction('v', 0, LABELS)).toEqual({kind: 'focus', index: 1});
    expect(menuKeyAction('C', 0, LABELS)).toEqual({kind: 'focus', index: 2});
    expect(menuKeyAction('c', 2, LABELS)).toEqual({kind: 'focus', index: 0});
  });
  it('ignores a letter no item starts with, Space, Enter, Tab and other keys', () => {
    for (const key of ['x', ' ', 'Enter', 'Tab', 'ArrowLeft', 'Shift']) {
      expect(menuKeyAction(key, 1, LABELS)).toEqual({kind: 'none'});
    }
  });
  it('does nothing but close in an empty menu', () => {
    expect(menuKeyAction('ArrowDown', -1, [])).toEqual({kind: 'none'});
    expect(menuKeyAction('End', -1, [])).toEqual({kind: 'none'});
  });
});
