import {describe, expect, it} from 'vitest';
import {isModShortcut, shortcutLabel, usesCommandKey, type KeyLike} from '../../src/lib/keyboard';

const key = (overrides: Partial<KeyLike>): KeyLike => ({
  key: 'j',
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

describe('keyboard shortcuts', () => {
  it('treats Apple platforms as Command platforms', () => {
    expect(usesCommandKey('MacIntel')).toBe(true);
    expect(usesCommandKey('iPhone')).toBe(true);
    expect(usesCommandKey('Linux x86_64')).toBe(false);
    expect(usesCommandKey('Win32')).toBe(false);
  });

  it('matches Ctrl+J off Apple platforms and Cmd+J on them', () => {
    expect(isModShortcut(key({ctrlKey: true}), 'j', 'Linux x86_64')).toBe(true);
    expect(isModShortcut(key({metaKey: true}), 'j', 'Linux x86_64')).toBe(false);
    expect(isModShortcut(key({metaKey: true}), 'j', 'MacIntel')).toBe(true);
    expect(isModShortcut(key({ctrlKey: true}), 'j', 'MacIntel')).toBe(false);
  });

  it('ignores other keys and extra modifiers', () => {
    expect(isModShortcut(key({ctrlKey: true, key: 'k'}), 'j', 'Win32')).toBe(false);
    expect(isModShortcut(key({ctrlKey: true, shiftKey: true}), 'j', 'Win32')).toBe(false);
    expect(isModShortcut(key({ctrlKey: true, altKey: true}), 'j', 'Win32')).toBe(false);
    expect(isModShortcut(key({}), 'j', 'Win32')).toBe(false);
  });

  it('matches a capital letter from Caps Lock', () => {
    expect(isModShortcut(key({ctrlKey: true, key: 'J'}), 'j', 'Win32')).toBe(true);
  });

  it('labels the shortcut for the platform', () => {
    expect(shortcutLabel('j', 'MacIntel')).toBe('⌘ J');
    expect(shortcutLabel('j', 'Linux x86_64')).toBe('Ctrl J');
  });
});
