import {describe, expect, it} from 'vitest';
import {checkLegacyNotice, currentRouteProblems} from '../../../scripts/content/legacyNotice';
import type {Page} from '../../../scripts/content/types';
import {gateFixture, lines} from './helpers';

/** A fixture of this gate parsed as if it lived at `path` below docs/. */
function page(name: string, path: string): Page {
  return gateFixture('legacy-notice', name, path);
}

describe('legacy-notice gate', () => {
  it('passes a legacy page that opens with its own line and a current route', () => {
    expect(checkLegacyNotice(page('good.mdx', 'react-native/5x/features/traces.mdx'))).toEqual([]);
  });

  it('ignores pages of current lines and pages outside every line', () => {
    expect(checkLegacyNotice(page('missing.mdx', 'react-native/features/traces.mdx'))).toEqual([]);
    expect(checkLegacyNotice(page('missing.mdx', 'data/region.mdx'))).toEqual([]);
  });

  it('flags a legacy page with no notice, or with the notice after the text', () => {
    const missing = checkLegacyNotice(page('missing.mdx', 'react-native/5x/features/traces.mdx'));
    expect(missing.every((problem) => problem.gate === 'legacy-notice')).toBe(true);
    expect(lines(missing)).toEqual([
      '9: a React Native 5.x page opens with <LegacyNotice line="react-native5" current="/route/of/the/current/page/" /> right after its imports',
    ]);
    expect(lines(checkLegacyNotice(page('late.mdx', 'react-native/4x/features/traces.mdx')))).toEqual([
      '9: a React Native 4.x page opens with <LegacyNotice line="react-native4" current="/route/of/the/current/page/" /> right after its imports',
      '11: <LegacyNotice> has line="react-native5" (React Native 5.x), but the page belongs to React Native 4.x: write line="react-native4"',
    ]);
  });

  it('flags another line, a legacy or malformed current route, and a missing one', () => {
    expect(lines(checkLegacyNotice(page('wrong.mdx', 'react-native/5x/features/traces.mdx')))).toEqual([
      '9: <LegacyNotice> has line="react-native4" (React Native 4.x), but the page belongs to React Native 5.x: write line="react-native5"',
      '9: current="/react-native/4x/features/traces/" is a page of the legacy React Native 4.x line; point to the current line\'s page',
      '11: current="/docs/react-native/features/traces" must be a route below the base URL with slashes at both ends, such as "/react-native/"',
      '13: <LegacyNotice> has no current route: name the current equivalent of this page',
    ]);
  });

  it('tells the base URL apart from a route', () => {
    expect(currentRouteProblems('/docs/react-native/')).toEqual([
      'current="/docs/react-native/" must not repeat the base URL: write "/react-native/"',
    ]);
    expect(currentRouteProblems('/ios/6x/getting-started/')).toEqual([]);
    expect(currentRouteProblems('/ios/5x/features/traces/')).toEqual([
      'current="/ios/5x/features/traces/" is a page of the legacy iOS 5.x line; point to the current line\'s page',
    ]);
  });
});
