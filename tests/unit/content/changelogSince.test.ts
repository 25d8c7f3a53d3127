import {describe, expect, it} from 'vitest';
import {API_BY_ID} from '../../../src/data/api';
import type {SdkApi} from '../../../src/data/api/types';
import {
  addedByRelease,
  checkChangelogSince,
  compare,
  datedItems,
  deprecatedItems,
} from '../../../scripts/content/changelogSince';
import {parsePage} from '../../../scripts/content/parse';
import {lines} from './helpers';

const api: SdkApi = {
  ...API_BY_ID.web,
  version: '1.3.0',
  groups: [
    {
      id: 'traces',
      title: 'Traces',
      description: 'Spans.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Entry point.',
          since: '1.0.0',
          members: [
            {name: 'start', kind: 'method', signature: 'start(): void', description: 'Starts.', since: '1.0.0'},
            {
              name: 'logMessage',
              kind: 'method',
              signature: 'logMessage(message: string, attachment?: Uint8Array): void',
              description: 'Logs.',
              since: '1.0.0',
              parameters: [
                {name: 'message', type: 'string', description: 'Text.'},
                {name: 'attachment', type: 'Uint8Array', description: 'A file.', default: 'undefined', since: '1.2.0'},
              ],
            },
            {name: 'startView', kind: 'method', signature: 'startView(): void', description: 'Views.', since: '1.3.0'},
          ],
        },
      ],
      example: {title: 'x', code: 'x'},
    },
  ],
};

const page = (source: string) => {
  const parsed = parsePage(source, 'web/changelog.mdx').page;
  if (parsed === null) {
    throw new Error('fixture does not parse');
  }
  return parsed;
};

const CHANGELOG = `---
title: Changelog
---

## 1.3.0 (2026-01-01)

### Added

- \`Argus.start\` works in workers.

### Fixed

- \`Argus.startView\` no longer throws.

## 1.2.0 (2025-10-01)

### Added

- \`Argus.logMessage\` takes an optional \`attachment\`.
`;

describe('changelog-since gate', () => {
  it('reads the Added items of each release', () => {
    const releases = addedByRelease(page(CHANGELOG));
    expect([...releases.keys()]).toEqual(['1.3.0', '1.2.0']);
    expect(releases.get('1.3.0')?.items).toEqual(['- `Argus.start` works in workers.']);
  });

  it('lists the dated members and later parameters of an API', () => {
    expect(datedItems(api).map((item) => `${item.label}@${item.since}`)).toEqual([
      'Argus.start@1.0.0',
      'Argus.logMessage@1.0.0',
      'Argus.logMessage(attachment:)@1.2.0',
      'Argus.startView@1.3.0',
    ]);
  });

  it('fails a member missing from its release, and a release that adds a member dated otherwise', () => {
    expect(lines(checkChangelogSince(page(CHANGELOG), {...API_BY_ID, web: api}))).toEqual([
      '5: Argus.startView is dated 1.3.0 in the web API data, but the 1.3.0 release does not list it under Added',
      '5: the 1.3.0 release lists Argus.start under Added, but the web API data dates it 1.0.0',
    ]);
  });

  it('fails a current-line member whose release has no heading, and passes an agreeing changelog', () => {
    const missing = CHANGELOG.replace(/## 1\.2\.0[\s\S]*$/, '');
    expect(lines(checkChangelogSince(page(missing), {...API_BY_ID, web: api}))).toContain(
      '1: Argus.logMessage(attachment:) is dated 1.2.0 in the web API data, but the changelog has no 1.2.0 release',
    );
    const agreeing = CHANGELOG.replace('- `Argus.start` works in workers.', '- `Argus.startView` marks a view.');
    expect(checkChangelogSince(page(agreeing), {...API_BY_ID, web: api})).toEqual([]);
  });

  describe('deprecations', () => {
    // The fixture API with two moment calls: one deprecated in 1.2.0, one carried over deprecated from 1.0.0.
    const group = api.groups[0];
    const argus = group?.symbols[0];
    if (group === undefined || argus === undefined) {
      throw new Error('fixture API has no Argus symbol');
    }
    const withMoments: SdkApi = {
      ...api,
      groups: [
        {
          ...group,
          symbols: [
            {
              ...argus,
              members: [
                ...argus.members,
                {
                  name: 'startMoment',
                  kind: 'method',
                  signature: 'startMoment(name: string): void',
                  description: 'Starts a moment.',
                  since: '1.0.0',
                  deprecated: {since: '1.2.0', replacement: 'Argus.startSpan'},
                },
                {
                  name: 'endAppStartup',
                  kind: 'method',
                  signature: 'endAppStartup(): void',
                  description: 'Ends startup.',
                  since: '1.0.0',
                  deprecated: {since: '1.0.0', replacement: 'Argus.startSpan'},
                },
              ],
            },
          ],
        },
      ],
    };
    const apis = {...API_BY_ID, web: withMoments};
    const agreeing = CHANGELOG.replace('- `Argus.start` works in workers.', '- `Argus.startView` marks a view.');

    it('lists the deprecated members of an API with their release', () => {
      expect(deprecatedItems(withMoments).map((item) => `${item.label}@${item.since}`)).toEqual([
        'Argus.startMoment@1.2.0',
        'Argus.endAppStartup@1.0.0',
      ]);
    });

    it('fails a member deprecated in a release that does not name it under Deprecated', () => {
      expect(lines(checkChangelogSince(page(agreeing), apis))).toEqual([
        '15: Argus.startMoment is deprecated in 1.2.0 in the web API data, but the 1.2.0 release does not name it under Deprecated',
      ]);
      // Named under Added is not enough: the release must say it deprecates the call.
      const underAdded = `${agreeing}- \`Argus.startMoment\` is deprecated.\n`;
      expect(lines(checkChangelogSince(page(underAdded), apis))).toContain(
        '15: Argus.startMoment is deprecated in 1.2.0 in the web API data, but the 1.2.0 release does not name it under Deprecated',
      );
    });

    it('passes a deprecation listed under Deprecated or Changed, and skips one carried over from the first release', () => {
      for (const section of ['Deprecated', 'Changed']) {
        const listed = `${agreeing}\n### ${section}\n\n- \`Argus.startMoment\` is deprecated; use \`Argus.startSpan\`.\n`;
        expect(checkChangelogSince(page(listed), apis)).toEqual([]);
      }
    });

    it('fails a current-line deprecation whose release has no heading', () => {
      const missing = agreeing.replace(/## 1\.2\.0[\s\S]*$/, '');
      expect(lines(checkChangelogSince(page(missing), apis))).toContain(
        '1: Argus.startMoment is deprecated in 1.2.0 in the web API data, but the changelog has no 1.2.0 release',
      );
    });
  });

  it('compares versions numerically', () => {
    expect(compare('6.10.0', '6.9.0')).toBeGreaterThan(0);
    expect(compare('6.0.0', '6.0.0')).toBe(0);
  });
});
