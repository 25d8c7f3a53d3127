import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  ANALYTICS_ID,
  ANALYTICS_SCRIPT_HOST,
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
import {API_BY_ID} from '../../src/data/api';
import {CURRENT_LINES, LINE_BY_ID, LINES, lineOfPath, type LineId} from '../../src/data/lines';
import {DATA_DESTINATIONS, METRICS_API} from '../../src/data/metrics';
import {ATTRIBUTE_KEYS, BROWSER, FLUTTER} from '../../src/data/sdkBehaviour';
import {SECTIONS} from '../../src/data/sections';
import {IDENTIFIERS, LAST_RUN_END_STATES, OPENTELEMETRY, PLATFORM_ORDER, REGIONS, SDKS} from '../../src/data/product';

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
    for (const url of [WIDGETS.feedback.endpoint, WIDGETS.assistant.script?.url, WIDGETS.salesChat.script.url]) {
      if (url) {
        expect(hosts.has(new URL(url).host), url).toBe(true);
      }
    }
    expect(hosts.has(ANALYTICS_SCRIPT_HOST)).toBe(true);
  });
});

describe('product data', () => {
  it('has the version of every SDK line, as PRODUCT.md states', () => {
    expect(Object.fromEntries(LINES.map((line) => [line.label, line.version]))).toEqual({
      'Android 7.x': '7.8.0',
      'iOS 6.x': '6.14.0',
      'iOS 5.x': '5.25.3',
      'Flutter 4.x': '4.2.0',
      'React Native 6.x': '6.3.0',
      'React Native 5.x': '5.4.1',
      'React Native 4.x': '4.9.0',
      'Unity 2.x': '2.6.0',
      'Web 1.x': '1.9.0',
    });
  });

  it('has the package coordinates of every SDK line, as PRODUCT.md states', () => {
    expect(Object.fromEntries(LINES.map((line) => [line.id, line.package]))).toEqual({
      android: 'io.argus:argus-android-sdk',
      ios: 'ArgusIO',
      ios5: 'Argus',
      flutter: 'argus_flutter',
      'react-native': '@argus-io/react-native',
      'react-native5': '@argus-io/react-native',
      'react-native4': '@argus-io/react-native',
      unity: 'io.argus.unity',
      web: '@argus-io/web-sdk',
    });
  });

  it('keeps each line in a folder of its own, legacy lines inside their platform folder, as the routes do', () => {
    expect(new Set(LINES.map((line) => line.prefix)).size).toBe(LINES.length);
    for (const line of LINES) {
      expect(line.version, line.label).toMatch(/^\d+\.\d+\.\d+$/);
      expect(lineOfPath(`${line.prefix}/index.md`)?.id, line.label).toBe(line.id);
      if (line.status === 'legacy') {
        const current = LINE_BY_ID[line.current];
        expect(line.path, line.label).toBe(`${current.path}${line.major.replace('.', '')}/`);
        expect(current.major, line.label).not.toBe(line.major);
      }
    }
    // Shared iOS pages (changelog, FAQ) belong to the current line; 6.x has a folder of its own too.
    expect(lineOfPath('ios/6x/getting-started/installation.md')?.label).toBe('iOS 6.x');
    expect(lineOfPath('/ios/changelog/')?.label).toBe('iOS 6.x');
    expect(lineOfPath('/ios/5x/')?.label).toBe('iOS 5.x');
  });

  it('has an SDK line or a section for every folder of docs/, so a new folder cannot go unnoticed', () => {
    const docs = join(__dirname, '..', '..', 'docs');
    const folders = readdirSync(docs, {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const known = new Set([
      ...LINES.map((line) => line.prefix.split('/')[0]),
      ...SECTIONS.map((section) => section.folder),
    ]);
    expect(folders.filter((folder) => !known.has(folder))).toEqual([]);
    expect(SECTIONS.filter((section) => lineOfPath(section.folder) !== null)).toEqual([]);
  });

  it('gives the product data one SDK per platform, its legacy lines included', () => {
    expect(PLATFORM_ORDER).toEqual(['android', 'ios', 'flutter', 'react-native', 'unity', 'web']);
    expect(SDKS['react-native'].legacy).toEqual([
      {line: '5.x', version: '5.4.1', path: '/react-native/5x/'},
      {line: '4.x', version: '4.9.0', path: '/react-native/4x/'},
    ]);
    expect(SDKS.android.legacy).toEqual([]);
  });

  it('describes the regions and identifiers used in samples', () => {
    expect(REGIONS.map(({id}) => id)).toEqual(['us', 'eu']);
    expect(REGIONS.filter(({isDefault}) => isDefault)).toHaveLength(1);
    expect(IDENTIFIERS.exampleAppId).toMatch(IDENTIFIERS.appIdPattern);
    expect('0123456789abcdef0123456789abcdef').toMatch(IDENTIFIERS.apiTokenPattern);
    expect(IDENTIFIERS.apiTokenPlaceholder).not.toMatch(IDENTIFIERS.apiTokenPattern);
  });
});

describe('behavior facts agree with the API data', () => {
  const apiText = (id: LineId): string => JSON.stringify(API_BY_ID[id]);

  it('recommends a rate() window of at least four points at the resolution and the export interval', () => {
    const window = METRICS_API.rateWindowMinutes * 60;
    expect(window).toBeGreaterThanOrEqual(4 * METRICS_API.resolutionSeconds);
    expect(window).toBeGreaterThanOrEqual(4 * DATA_DESTINATIONS.metricsIntervalSeconds);
  });

  it('names as built on OpenTelemetry exactly the SDKs whose API data says so', () => {
    const builtOn = PLATFORM_ORDER.filter((id) => /built on OpenTelemetry/.test(apiText(id)));
    expect(builtOn).toEqual([...OPENTELEMETRY.builtOn]);
  });

  it('writes every span attribute key of the API samples in the key style', () => {
    const keys = CURRENT_LINES.flatMap((line) =>
      [...apiText(line.id).matchAll(/addAttribute\((?:key: )?\\?["']([^"'\\]+)\\?["']/gi)].map((match) => match[1]),
    );
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !ATTRIBUTE_KEYS.pattern.test(key ?? ''))).toEqual([]);
  });

  it('has Flutter error capture on by default, as the error capture policy says', () => {
    expect(apiText('flutter')).toContain('bool captureFlutterErrors = true');
    expect(FLUTTER.policies.errorCapture).toContain('`captureFlutterErrors` option is on by default');
  });

  it('has the last run end states of the Web API data', () => {
    const web = apiText('web');
    for (const state of LAST_RUN_END_STATES) {
      const member = state.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase());
      expect(web).toContain(`'${member}'`);
    }
  });

  it('records other web transports with recordNetworkRequest, as the Web API data says', () => {
    expect(apiText('web')).toMatch(/use `recordNetworkRequest` for other transports, such as WebSocket/);
    expect(BROWSER.policies.otherTransports).toContain('`Argus.recordNetworkRequest`');
  });
});
