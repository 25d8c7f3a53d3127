// @vitest-environment jsdom
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {focusableIn, wrapTabFocus} from '../../src/lib/focus';

let dialog: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = `
    <button id="outside">Outside</button>
    <div id="dialog">
      <button id="first">Close</button>
      <input id="disabled" disabled />
      <input type="hidden" />
      <textarea id="middle"></textarea>
      <button id="last">Send</button>
    </div>`;
  dialog = document.getElementById('dialog') as HTMLElement;
});

const tab = (shiftKey = false) => ({key: 'Tab', shiftKey, preventDefault: vi.fn()});

describe('focus wrapping', () => {
  it('finds the enabled controls in order', () => {
    expect(focusableIn(dialog).map((element) => element.id)).toEqual(['first', 'middle', 'last']);
  });

  it('moves from the last control to the first on Tab', () => {
    const event = tab();
    expect(wrapTabFocus(event, dialog, document.getElementById('last'))).toBe(true);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('first');
  });

  it('moves from the first control to the last on Shift+Tab', () => {
    expect(wrapTabFocus(tab(true), dialog, document.getElementById('first'))).toBe(true);
    expect(document.activeElement?.id).toBe('last');
  });

  it('leaves Tab alone between the ends, and ignores other keys', () => {
    const event = tab();
    expect(wrapTabFocus(event, dialog, document.getElementById('middle'))).toBe(false);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(wrapTabFocus({key: 'Enter', shiftKey: false, preventDefault: vi.fn()}, dialog, null)).toBe(false);
  });

  it('brings focus back inside when it has escaped', () => {
    expect(wrapTabFocus(tab(), dialog, document.getElementById('outside'))).toBe(true);
    expect(document.activeElement?.id).toBe('first');
  });
});
