import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {API_BY_ID} from '../../../src/data/api';
import {parsePage} from '../../../scripts/content/parse';
import {changeOf, checkUpgradeCoverage, upgradeLines} from '../../../scripts/content/upgradeCoverage';
import type {Page} from '../../../scripts/content/types';
import {lines, ROOT} from './helpers';

/** A fixture of tests/fixtures/content/upgrade-coverage/, read as if it were the page at `path`. */
function asPage(name: string, path: string): Page {
  const source = readFileSync(join(ROOT, 'tests', 'fixtures', 'content', 'upgrade-coverage', name), 'utf8');
  const {page} = parsePage(source, path);
  if (page === null) {
    throw new Error(`fixture ${name} does not parse`);
  }
  return page;
}

describe('upgrade-coverage gate', () => {
  it('walks a platform from its oldest legacy line to the current one', () => {
    expect(upgradeLines('react-native/upgrading.mdx').map((line) => line.id)).toEqual([
      'react-native4',
      'react-native5',
      'react-native',
    ]);
    expect(upgradeLines('react-native/faq.mdx')).toEqual([]);
    expect(upgradeLines('react-native/5x/upgrading.mdx')).toEqual([]);
    expect(upgradeLines('android/upgrading.mdx')).toEqual([]);
  });

  it('tells a breaking change from an appended optional parameter', () => {
    const member = (parameters: {name: string; type: string; default?: string}[], returns = 'Promise<boolean>') => ({
      name: 'call',
      kind: 'method' as const,
      signature: 'call()',
      description: '',
      since: '1.0.0',
      parameters: parameters.map((parameter) => ({...parameter, description: ''})),
      returns: {type: returns, description: ''},
    });
    const old = member([{name: 'message', type: 'string'}]);
    expect(changeOf(old, undefined)).toBe('removed');
    expect(
      changeOf(
        old,
        member([
          {name: 'message', type: 'string'},
          {name: 'extra', type: 'Uint8Array', default: 'undefined'},
        ]),
      ),
    ).toBeNull();
    expect(
      changeOf(
        old,
        member([
          {name: 'message', type: 'string'},
          {name: 'extra', type: 'Uint8Array'},
        ]),
      ),
    ).toBe('other parameters');
    expect(changeOf(old, member([{name: 'text', type: 'string'}]))).toBe('other parameters');
    expect(changeOf(old, member([{name: 'message', type: 'string'}], 'Span'))).toBe('another return type');
    expect(changeOf(old, {...old, deprecated: {since: '2.0.0', replacement: 'Argus.other'}})).toBe('deprecated');
  });

  it('passes a guide with a before sample for every changed call', () => {
    expect(checkUpgradeCoverage(asPage('complete.mdx', 'react-native/upgrading.mdx'), API_BY_ID)).toEqual([]);
  });

  it('flags a changed call named only in prose, in a current sample, or against the wrong line', () => {
    const problems = checkUpgradeCoverage(asPage('missing.mdx', 'react-native/upgrading.mdx'), API_BY_ID);
    expect(problems.every((problem) => problem.gate === 'upgrade-coverage')).toBe(true);
    expect(lines(problems)).toEqual([
      '1: Argus.startMoment changed from React Native 4.x to React Native 5.x (deprecated): show it in a "before" sample with api=react-native4 and its replacement after it',
      '1: Argus.endMoment changed from React Native 4.x to React Native 5.x (deprecated): show it in a "before" sample with api=react-native4 and its replacement after it',
      '1: Argus.getDeviceId changed from React Native 5.x to React Native 6.x (removed): show it in a "before" sample with api=react-native5 and its replacement after it',
      '1: Argus.recordCompletedSpan changed from React Native 5.x to React Native 6.x (other parameters): show it in a "before" sample with api=react-native5 and its replacement after it',
      '1: Argus.addSpanAttributeToSpan changed from React Native 5.x to React Native 6.x (removed): show it in a "before" sample with api=react-native5 and its replacement after it',
      '1: Argus.addSpanEventToSpan changed from React Native 5.x to React Native 6.x (removed): show it in a "before" sample with api=react-native5 and its replacement after it',
    ]);
  });

  it('checks the same guide only at its own path', () => {
    expect(checkUpgradeCoverage(asPage('missing.mdx', 'react-native/faq.mdx'), API_BY_ID)).toEqual([]);
  });
});
