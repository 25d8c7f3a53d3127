/** Keyboard shortcut matching shared by the widgets. */

export interface KeyLike {
  readonly key: string;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
}

/** Is the platform's modifier key meant as Command (Apple platforms) rather than Control? */
export function usesCommandKey(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/**
 * True for Mod+`key`: Command+key on Apple platforms, Control+key elsewhere, with no Alt or Shift.
 */
export function isModShortcut(event: KeyLike, key: string, platform: string): boolean {
  if (event.altKey || event.shiftKey || event.key.toLowerCase() !== key.toLowerCase()) {
    return false;
  }
  return usesCommandKey(platform) ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
}

/** The label of Mod+`key` for the reader's platform, e.g. `⌘ J` or `Ctrl J`. */
export function shortcutLabel(key: string, platform: string): string {
  return `${usesCommandKey(platform) ? '⌘' : 'Ctrl'} ${key.toUpperCase()}`;
}

/** The platform string of the current browser, or an empty string during server rendering. */
export function currentPlatform(): string {
  if (typeof navigator === 'undefined') {
    return '';
  }
  const nav = navigator as Navigator & {userAgentData?: {platform?: string}};
  return nav.userAgentData?.platform ?? nav.platform ?? '';
}
