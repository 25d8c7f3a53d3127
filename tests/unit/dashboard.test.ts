import {describe, expect, it} from 'vitest';
import {NAV, navLabels, navPath, type NavId} from '../../src/data/dashboard';
import {FACTS} from '../../src/data/facts';
import {DASHBOARD} from '../../src/data/product';

describe('dashboard places', () => {
  it('print a place as the path of labels from its top-level area', () => {
    expect(navPath('dataUsage')).toBe('Settings > App settings > Data usage');
    expect(navLabels('apiTokens')).toEqual(['Settings', 'API tokens']);
    expect(navPath('sessions')).toBe('Sessions');
  });

  it('name every parent that exists, with no cycle', () => {
    for (const id of Object.keys(NAV) as NavId[]) {
      expect(navLabels(id).length).toBeLessThan(5);
    }
  });

  it('give the dashboard facts their paths, bold in prose, and catch the older comma wording', () => {
    expect(DASHBOARD.apiTokens).toBe('Settings > API tokens');
    expect(FACTS['dashboard.dsymSymbols']?.prose).toBe('**Settings > App settings > dSYM symbols**');
    const typed = FACTS['dashboard.apiTokens']?.typed ?? [];
    expect(typed.some((pattern) => pattern.test('open Settings, API tokens and create a token'))).toBe(true);
    expect(typed.some((pattern) => pattern.test('open Settings > API tokens'))).toBe(true);
    expect(typed.some((pattern) => pattern.test('the API tokens of the app'))).toBe(false);
  });

  it('never report a top-level area named on its own as a typed path', () => {
    expect(FACTS['dashboard.sessions']?.typed).toEqual([]);
    expect(FACTS['dashboard.traces']?.typed).toEqual([]);
    const typed = FACTS['dashboard.stitchedSessions']?.typed ?? [];
    expect(typed.some((pattern) => pattern.test('open Settings > App settings > Stitched sessions'))).toBe(true);
    expect(
      typed.some((pattern) => pattern.test("open the web app's settings and pick them under Stitched sessions")),
    ).toBe(true);
    expect(navPath('traceList')).toBe('Traces > Trace list');
  });
});
