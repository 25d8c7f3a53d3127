import {describe, expect, it} from 'vitest';
import {API_BY_ID} from '../../../src/data/api';
import type {SdkApi} from '../../../src/data/api/types';
import {addedByRelease, checkChangelogSince, compare, datedItems} from '../../../scripts/content/changelogSince';
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

  it('compares versions numerically', () => {
    expect(compare('6.10.0', '6.9.0')).toBeGreaterThan(0);
    expect(compare('6.0.0', '6.0.0')).toBe(0);
  });
});
