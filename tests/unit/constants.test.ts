import {describe, expect, it} from 'vitest';
import {
  ANALYTICS_ID,
  ANNOUNCEMENT,
  BASE_URL,
  COPYRIGHT_YEAR,
  LEARN_LINKS,
  PRODUCT_NAME,
  PRODUCT_SLUG,
  SOLUTIONS_LINKS,
  SUPPORT_EMAIL,
  THIRD_PARTY_HOSTS,
  URLS,
  WIDGETS,
} from '../../src/constants';
import {IDENTIFIERS, PLATFORM_ORDER, REGIONS, SDKS} from '../../src/data/product';

const isExampleHost = (url: string): boolean => /^https:\/\/([a-z0-9-]+\.)*example\.com(\/|$)/.test(url);

describe('constants', () => {
  it('name the product and its place', () => {
    expect(PRODUCT_NAME).toBe('Argus');
    expect(PRODUCT_SLUG).toBe('argus');
    expect(BASE_URL).toBe('/docs/');
    expect(COPYRIGHT_YEAR).toBe(2025);
    expect(SUPPORT_EMAIL).toBe('support@argus.example.com');
  });

  it('keep every external address on the reserved example.com domain, except the docs repository', () => {
    const {docsRepository, editBase, ...rest} = URLS;
    for (const url of Object.values(rest)) {
      expect(isExampleHost(url), url).toBe(true);
    }
    expect(docsRepository).toBe('https://github.com/argus-example/argus-docs');
    expect(editBase.startsWith(`${docsRepository}/edit/`)).toBe(true);
    for (const {href} of [...SOLUTIONS_LINKS, ...LEARN_LINKS, ANNOUNCEMENT]) {
      expect(isExampleHost(href), href).toBe(true);
    }
  });

  it('configure analytics and every widget with real values', () => {
    expect(ANALYTICS_ID).toMatch(/^G-[A-Z0-9]{6,}$/);
    expect(ANNOUNCEMENT.id).toMatch(/^[a-z0-9-]+$/);
    expect(WIDGETS.feedback.title).toBe('Share your thoughts');
    expect(isExampleHost(WIDGETS.feedback.endpoint)).toBe(true);
    expect(WIDGETS.assistant.shortcutKey).toBe('j');
    expect(WIDGETS.salesChat.idleTimeoutMs).toBeGreaterThan(0);
  });

  it('list the host of every third-party script, so tests can block them all', () => {
    const hosts = new Set<string>(THIRD_PARTY_HOSTS);
    for (const url of [WIDGETS.feedback.endpoint, WIDGETS.assistant.scriptUrl, WIDGETS.salesChat.scriptUrl]) {
      if (url) {
        expect(hosts.has(new URL(url).host), url).toBe(true);
      }
    }
    expect(hosts.has('www.googletagmanager.com')).toBe(true);
  });
});

describe('product data', () => {
  it('has the current version of every SDK, as PRODUCT.md states', () => {
    expect(Object.fromEntries(PLATFORM_ORDER.map((id) => [id, SDKS[id].version]))).toEqual({
      android: '7.8.0',
      ios: '6.14.0',
      flutter: '4.2.0',
      'react-native': '6.3.0',
      unity: '2.6.0',
      web: '1.9.0',
    });
  });

  it('has the package coordinates of every SDK', () => {
    expect(SDKS.android.package).toBe('io.argus:argus-android-sdk');
    expect(SDKS.ios.package).toBe('ArgusIO');
    expect(SDKS.flutter.package).toBe('argus_flutter');
    expect(SDKS['react-native'].package).toBe('@argus-io/react-native');
    expect(SDKS.unity.package).toBe('io.argus.unity');
    expect(SDKS.web.package).toBe('@argus-io/web-sdk');
  });

  it('lists each platform once, with a section path and semantic versions', () => {
    expect(new Set(PLATFORM_ORDER).size).toBe(Object.keys(SDKS).length);
    for (const id of PLATFORM_ORDER) {
      const sdk = SDKS[id];
      expect(sdk.id).toBe(id);
      expect(sdk.path).toBe(`/${id}/`);
      expect(sdk.version).toMatch(/^\d+\.\d+\.\d+$/);
      for (const legacy of sdk.legacy) {
        expect(legacy.version.startsWith(legacy.line.replace('.x', '.'))).toBe(true);
        expect(legacy.path.startsWith(sdk.path)).toBe(true);
      }
    }
  });

  it('describes the regions and identifiers used in samples', () => {
    expect(REGIONS.map(({id}) => id)).toEqual(['us', 'eu']);
    expect(REGIONS.filter(({isDefault}) => isDefault)).toHaveLength(1);
    expect(IDENTIFIERS.exampleAppId).toMatch(IDENTIFIERS.appIdPattern);
    expect('0123456789abcdef0123456789abcdef').toMatch(IDENTIFIERS.apiTokenPattern);
    expect(IDENTIFIERS.apiTokenPlaceholder).not.toMatch(IDENTIFIERS.apiTokenPattern);
  });
});
