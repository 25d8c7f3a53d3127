/**
 * Every product fact a page may state, by id: versions, minimums, limits, hosts, timeouts and
 * policies. Each value is read from the data module that owns it; this file only names them.
 *
 * Prose states a fact with a text directive, `:fact[web.version]`, and code samples with a token,
 * `{{web.version}}` (src/remark/productFacts.ts and productTokens.ts). The content gate
 * `product-facts` (scripts/content/productFacts.ts) fails when a page types by hand what a fact
 * holds: a current version outside a changelog or upgrade guide, or a phrase listed in `typed`.
 */
import {
  CUSTOM_METRICS,
  DATA_DESTINATIONS,
  HISTOGRAM_BUCKETS,
  INTEGRATION_STATUSES,
  LEGACY_METRICS,
  METRICS_API,
  STANDARD_METRICS,
} from './metrics';
import {MAIL_PROVIDER, SITE_ANALYTICS} from './legal';
import {legacyLinesOf} from './lines';
import {
  DASHBOARD,
  LAST_RUN_END_STATES,
  OPENTELEMETRY,
  PACKAGES,
  PLATFORM_ORDER,
  REGIONS,
  SDK_LICENSE,
  SDK_REPOSITORIES,
  SDKS,
  WEB_CLI,
} from './product';
import {CONTROLS, NAV, navLabels, navPath, type ControlId, type NavId} from './dashboard';
import {CRASH_GROUPING, CRASH_TAGS} from './crashes';
import {GROUPING, NETWORK_ERROR, STATUS_CLASSES} from './networkGrouping';
import {LOG_LEVELS, LOG_STACKS, MAX_SCORE_HANDLED_ONLY, SEVERITY} from './severity';
import {SAVED_FILTERS, SESSION_CONTENTS, SESSION_CONTENT_LABELS, STITCHING, USERS_COUNT} from './sessions';
import {SPAN_OUTCOMES, TRACE_IDS, TRACE_PERCENTILES} from './traces';
import {
  API_TOKEN_TYPES,
  API_TOKENS,
  APP_ID,
  APPS,
  DATA_USAGE,
  NOTIFICATIONS,
  ROLES,
  SSO,
  TEAMS,
  VERSION_PICKER,
  WEBHOOKS,
} from './settings';
import {COMPARE, EXITS, EXITS_BY_KIND_QUERY, EXIT_INFO_ANDROID, EXIT_TYPES} from './troubleshooting';
import {MINIMUMS} from './requirements';
import {ALERTS, durationProse, windowsProse} from './alerts';
import {EXAMPLE_RATES, RELEASE_HEALTH} from './releaseHealth';
import {WEB_VITALS} from './webVitals';
import {JOURNEY_EXAMPLE, JOURNEYS, journeyExampleFigures} from './journeys';
import {BOARDS} from './boards';
import {URLS} from '../constants';
import {androidApi} from './api/android';
import {iosApi} from './api/ios';
import {ios5Api} from './api/ios5';
import {reactNativeApi} from './api/reactNative';
import type {ApiMember, ApiSymbol, SdkApi} from './api/types';
import {reactNative4Api} from './api/reactNative4';
import {reactNative5Api} from './api/reactNative5';
import {unityApi} from './api/unity';
import {
  APP_STARTUP_SPAN,
  BROWSER,
  DATA_HANDLING,
  FLUTTER,
  FOOTPRINT,
  IOS,
  IOS5,
  REACT_NATIVE,
  UNITY,
} from './sdkBehaviour';

export interface Fact {
  /** The value as code and tokens use it: `7.8.0`, `4096`, `io.argus.unity`. */
  readonly value: string;
  /** How prose states it, Markdown with inline code only: `4,096 characters`, "`io.argus.unity`". */
  readonly prose: string;
  /** Prose states the fact as a link to this address (a repository), with `prose` as its text. */
  readonly href?: string;
  /** A current SDK version: the gate finds it typed anywhere, not only in the `typed` phrases. */
  readonly version: boolean;
  /**
   * Phrases a page would type instead of stating the fact, matched in prose (not in code). A match
   * fails the gate. A capture group named `value` marks the number: when it differs from `value`,
   * the gate reports a contradiction with the data instead. The number may be spelled as a small
   * count ("three"), which compares by `NUMBER_WORDS`.
   */
  readonly typed: readonly RegExp[];
  /**
   * Labels of table rows that state this fact in the next cell (`| Breadcrumbs per session | 100 |`).
   * A number typed in that cell fails the gate as a typed phrase does.
   */
  readonly rows: readonly string[];
}

/**
 * The most words a fact stated inline (`:fact[id]`) may have: a value, a name, a short phrase. A fact
 * whose prose is longer is a rule (`isRule`).
 */
export const INLINE_FACT_WORDS = 12;

/** Words of a fact's prose as a reader sees them (backticks and asterisks are markup). */
export function factWords(prose: string): number {
  return prose
    .replace(/[`*]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * A rule, not a value: its prose is longer than `INLINE_FACT_WORDS`. A rule is never spliced into a
 * sentence with `:fact[id]`; it has one home, a section of the page that owns it, where `::rule[id]`
 * may render it in full. Other pages say what their reader needs in their own words and link there.
 */
export function isRule(fact: Pick<Fact, 'prose'>): boolean {
  return factWords(fact.prose) > INLINE_FACT_WORDS;
}

/** `4096` as prose writes it: `4,096`. */
export function formatNumber(value: number): string {
  return value.toLocaleString('en-US');
}

/** Small counts as prose spells them ("up to three destinations"); the gate reads them as numbers. */
export const NUMBER_WORDS: readonly string[] = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/** A small number in words ("three"), or in digits past the words the site has. */
function inWords(value: number): string {
  return NUMBER_WORDS[value] ?? String(value);
}

/** `a`, `b` and `c`: a list as prose reads it. */
function listOf(items: readonly string[], conjunction: string): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1) ?? ''}`;
}

/** A number as a page may type it, with or without thousands separators: `4,?096`. */
export function numberPattern(value: number): string {
  return formatNumber(value).replaceAll('.', '\\.').replaceAll(',', ',?');
}

interface Options {
  readonly prose?: string;
  readonly typed?: readonly RegExp[];
  readonly rows?: readonly string[];
}

function fact(value: string | number, {prose, typed = [], rows = []}: Options = {}): Fact {
  const text = typeof value === 'number' ? formatNumber(value) : value;
  return {value: String(value), prose: prose ?? text, version: false, typed, rows};
}

/**
 * A quantity with its unit: `512 KiB`. Typed as the number and unit, unless `typed` says more
 * precisely; `also` adds phrases that catch another number for the same fact (a contradiction).
 */
function quantity(
  value: number,
  unit: string,
  {typed, rows, also = []}: Omit<Options, 'prose'> & {readonly also?: readonly RegExp[]} = {},
): Fact {
  const prose = `${formatNumber(value)} ${unit}`;
  const exact = typed ?? [new RegExp(`\\b${numberPattern(value)} ${unit}\\b`)];
  return fact(value, {prose, typed: [...exact, ...also], rows});
}

/** "are cut at", "hold at most", "up to": how prose bounds a length. */
const BOUND =
  '(?:(?:is|are) (?:cut|truncated|capped|limited) (?:at|to)|holds? (?:at most|up to)|of up to|up to|at most)';

/** Package names, hosts and other identifiers read as code in prose; typed as the exact value. */
function code(value: string, {prose, typed}: Pick<Options, 'prose' | 'typed'> = {}): Fact {
  const exact = new RegExp(`(?<![\\w/.-])${value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\w/.-])`);
  return fact(value, {prose: prose ?? `\`${value}\``, typed: typed ?? [exact]});
}

/** A standard metric's name, checked against `STANDARD_METRICS` so a rename fails here, not on a page. */
function metricName(name: string): string {
  if (!STANDARD_METRICS.some((metric) => metric.name === name)) throw new Error(`No standard metric ${name}.`);
  return name;
}

/** A label of a standard metric, checked against its labels. */
function metricLabel(name: string, label: string): string {
  const metric = STANDARD_METRICS.find((candidate) => candidate.name === metricName(name));
  if (metric?.labels.includes(label) !== true) throw new Error(`${name} has no label ${label}.`);
  return label;
}

function sdkFacts(): Record<string, Fact> {
  const facts: Record<string, Fact> = {};
  for (const id of PLATFORM_ORDER) {
    const sdk = SDKS[id];
    facts[`${id}.version`] = {...fact(sdk.version), version: true};
    facts[`${id}.package`] = code(sdk.package, {typed: []});
    const repository = SDK_REPOSITORIES[id];
    facts[`${id}.repository`] = {
      ...code(repository, {prose: repository.split('/').at(-1) ?? repository}),
      href: repository,
    };
    for (const line of legacyLinesOf(id)) {
      facts[`${id}.${line.major.replace('.', '')}.version`] = {...fact(line.version), version: true};
    }
  }
  for (const [name, value] of Object.entries(PACKAGES)) {
    facts[`packages.${name}`] = code(value, {typed: []});
  }
  // Prose names the companion packages as a family: `@argus-io/react-native-*`.
  facts['packages.reactNativeCompanionPrefix'] = code(PACKAGES.reactNativeCompanionPrefix, {
    prose: `\`${PACKAGES.reactNativeCompanionPrefix}*\``,
    typed: [],
  });
  facts['packages.androidConfigFile'] = code(PACKAGES.androidConfigFile);
  facts['sdk.license'] = fact(SDK_LICENSE, {typed: [/\bApache-2\.0\b/]});
  for (const region of REGIONS) {
    const host = code(region.ingestHost);
    // The `eu` host has an extra label, so a filter or allow-list on the US suffix hides it.
    const hidden =
      region.id === 'eu'
        ? [/\b(?:[Ff]ilter(?:s|ed)?|[Ss]earch(?:es)?) (?:by|on|for) `?data\.argus\.example\.com\b/]
        : [];
    facts[`regions.${region.id}.ingestHost`] = {...host, typed: [...host.typed, ...hidden]};
    facts[`regions.${region.id}.location`] = fact(region.location);
  }
  return facts;
}

/** Each cookie of the site's analytics, by its place in the list: `analytics.cookie1.name`. */
function analyticsCookieFacts(): Record<string, Fact> {
  const facts: Record<string, Fact> = {};
  SITE_ANALYTICS.cookies.forEach((cookie, index) => {
    const id = `analytics.cookie${index + 1}`;
    facts[`${id}.name`] = code(cookie.name);
    facts[`${id}.purpose`] = fact(cookie.purpose);
    facts[`${id}.lifetime`] = fact(cookie.lifetime);
  });
  return facts;
}

const limits = DATA_HANDLING.limits;
const minutes = (value: number): string => `${value} minute${value === 1 ? '' : 's'}`;

/** The top-level keys of the 5.x `Argus-Info.plist`; nested keys belong to their dictionary. */
const topPlistKeys = IOS5.plistKeys.filter((entry) => !('parent' in entry));
/**
 * A symbol of a line's API by name, or a member by its name or as `Symbol.Member`, from the line's
 * API data (src/data/api/). Symbols come first, so `ArgusErrorBoundary` is the component itself.
 */
function apiEntry(api: SdkApi, name: string): ApiSymbol | ApiMember {
  const symbols = api.groups.flatMap((group) => group.symbols);
  const symbol = symbols.find((candidate) => candidate.name === name);
  if (symbol !== undefined) return symbol;
  const [owner, memberName] = name.includes('.') ? name.split('.') : [undefined, name];
  const member = symbols
    .filter((candidate) => owner === undefined || candidate.name === owner)
    .flatMap((candidate) => candidate.members)
    .find((candidate) => candidate.name === memberName);
  if (member === undefined) throw new Error(`The ${api.title} API data has no symbol or member ${name}.`);
  return member;
}

/** A parameter of a symbol or member of the API data, by name; undefined when it has none of that name. */
function parameterOf(entry: ApiSymbol | ApiMember, parameterName: string) {
  return 'parameters' in entry ? entry.parameters?.find((candidate) => candidate.name === parameterName) : undefined;
}

/** The default of one parameter of a member (see `apiEntry`), as the line's API data states it. */
function parameterDefault(api: SdkApi, name: string, parameterName: string): string {
  const parameter = parameterOf(apiEntry(api, name), parameterName);
  if (parameter?.default === undefined)
    throw new Error(`The ${api.title} API data states no default for ${name}(${parameterName}).`);
  return parameter.default;
}

/** The release that deprecated a member (see `apiEntry`); history, not a current version. */
function deprecatedSince(api: SdkApi, name: string): string {
  const entry = apiEntry(api, name);
  const since = 'deprecated' in entry ? entry.deprecated?.since : undefined;
  if (since === undefined) throw new Error(`The ${api.title} API data does not deprecate ${name}.`);
  return since;
}

/** A Unity member (see `apiEntry`), or one of its parameters as `Member(parameter)`. */
function unityEntry(name: string): {since?: string; description: string} {
  const [, memberName = name, parameterName] = /^([^(]+)(?:\((\w+)\))?$/.exec(name) ?? [];
  const member = apiEntry(unityApi, memberName);
  if (parameterName === undefined) return member;
  const parameter = parameterOf(member, parameterName);
  if (parameter === undefined) throw new Error(`Unity ${memberName} has no parameter ${parameterName}.`);
  return parameter;
}
/** The release that added a Unity member or parameter (history, not a current version). */
function unitySince(name: string): string {
  const since = unityEntry(name).since;
  if (since === undefined) throw new Error(`Unity ${name} has no since version.`);
  return since;
}

/** The default a Unity member's description states ("Default `x`."). */
function unityDefault(name: string): string {
  const match = /Default `([^`]+)`/.exec(unityEntry(name).description);
  if (match?.[1] === undefined) throw new Error(`Unity ${name} states no default.`);
  return match[1];
}

/** The default of an `ArgusOptions` member, as its description in the API data states it ("Defaults to `false`."). */
function reactNativeOptionDefault(name: string): string {
  const value = /Defaults to `([^`]+)`/.exec(apiEntry(reactNativeApi, name).description)?.[1];
  if (value === undefined) throw new Error(`The React Native API states no default for ${name}.`);
  return value;
}

/** A companion package of the React Native SDK: the namespace its API group documents (src/data/api/reactNative.ts). */
function reactNativeCompanion(groupId: string): string {
  const name = (reactNativeApi as SdkApi).groups
    .find((group) => group.id === groupId)
    ?.symbols.find((symbol) => symbol.kind === 'namespace')?.name;
  if (name === undefined) throw new Error(`The React Native API group ${groupId} documents no companion package.`);
  return name;
}

/** The first 5.x release that reads a key of `Argus-Info.plist`. */
function plistKeySince(key: string): string {
  const entry = IOS5.plistKeys.find((candidate) => candidate.key === key);
  if (entry === undefined) throw new Error(`Argus-Info.plist has no key ${key}.`);
  return entry.since;
}

export const FACTS: Readonly<Record<string, Fact>> = {
  ...sdkFacts(),

  // Toolchain minimums (src/data/requirements.ts).
  'android.minSdk': fact(MINIMUMS.android.minSdk, {
    typed: [/\bminSdk`? (?:is at least |[^.]{0,30}\bto )?(?<value>\d+)\b/],
  }),
  'android.minAgp': fact(MINIMUMS.android.androidGradlePlugin, {
    typed: [/\b(?:Android Gradle plugin|AGP\)?) (?<value>\d+(?:\.\d+)?)(?: or later|\+)/i],
  }),
  'android.minKotlin': fact(MINIMUMS.android.kotlin, {typed: [/\bKotlin (?<value>\d+\.\d+)\b/]}),
  'ios.minIos': fact(MINIMUMS.ios.deploymentTarget, {
    typed: [/\biOS (?<value>\d+)(?:\.0)?(?: or later| deployment target|\+)/],
  }),
  'ios.minSwift': fact(MINIMUMS.ios.swift, {typed: [/\bSwift (?<value>\d+\.\d+)\b/]}),
  'ios.minXcode': fact(MINIMUMS.ios.xcode, {typed: [/\bXcode (?<value>1\d(?:\.\d+)?)(?: or later|\+)/]}),
  'flutter.minFlutter': fact(MINIMUMS.flutter.flutter, {typed: [/\bFlutter (?<value>3\.\d+)(?: or later)?\b/]}),
  'react-native.minReactNative': fact(MINIMUMS['react-native'].reactNative, {
    typed: [/\bReact Native (?<value>0\.\d+)\b/],
  }),
  'web.minSdk': fact(MINIMUMS.web.sdk, {
    // Only the minimum itself: a page about a later feature names that feature's version.
    typed: [
      new RegExp(
        `(?:@argus-io/web-sdk|\\bWeb SDK) ${MINIMUMS.web.sdk.replaceAll('.', '\\.')}(?: \\(current\\))? or later\\b`,
      ),
    ],
  }),
  // Only the minimum as a requirement: the Unity pages name later Editor releases where steps differ.
  'unity.minEditor': fact(MINIMUMS.unity.editor, {
    typed: [/\b(?:[Rr]equires|[Ss]upports|minimum(?: of)?|at least) Unity (?<value>20\d\d\.\d)\b/],
  }),
  // The lowest Android API level a Unity game can choose, per Editor (above the Android SDK's minSdk).
  'unity.androidMinApi2021': fact(MINIMUMS.unity.androidMinApiLevel.lts2021, {
    prose: `API level ${MINIMUMS.unity.androidMinApiLevel.lts2021}`,
  }),
  'unity.androidMinApi2022': fact(MINIMUMS.unity.androidMinApiLevel.lts2022, {
    prose: `API level ${MINIMUMS.unity.androidMinApiLevel.lts2022}`,
  }),
  'unity.androidMinApi6': fact(MINIMUMS.unity.androidMinApiLevel.unity6, {
    prose: `API level ${MINIMUMS.unity.androidMinApiLevel.unity6}`,
  }),

  // Limits the SDKs enforce on the device (src/data/sdkBehaviour.ts).
  'limits.logMessage': quantity(limits.logMessageCharacters, 'characters', {
    typed: [
      new RegExp(`\\b${numberPattern(limits.logMessageCharacters)} characters\\b`),
      /\blog messages? (?:holds?|keeps?|(?:is|are) cut at|of up to|up to|at most)(?: at most| up to)? (?<value>\d[\d,]*) characters\b/,
    ],
    rows: ['Log message', 'Message length', 'Characters per message'],
  }),
  'limits.logProperties': fact(limits.propertiesPerLog, {
    typed: [
      /\blog (?:carries|carried|has) (?:at most |more than )?(?<value>\d+) properties\b/,
      /\bup to (?<value>\d+) properties\b/,
    ],
    rows: ['Properties per log'],
  }),
  'limits.logAttachment': quantity(limits.logAttachmentMiB, 'MiB', {
    typed: [
      new RegExp(`\\b${limits.logAttachmentMiB} MiB\\b`),
      /\battachments? (?:of |holds? |(?:is|are) limited to )?(?:up to|at most) (?<value>\d+) MiB\b/,
    ],
    rows: ['Log attachment', 'Log attachment size'],
  }),
  'limits.spanAttributes': fact(limits.attributesPerSpan, {
    typed: [/\b(?<value>\d+) attributes\b/],
    rows: ['Attributes per span'],
  }),
  'limits.spanEvents': fact(limits.eventsPerSpan, {typed: [/\b(?<value>\d+) events\b/], rows: ['Events per span']}),
  'limits.name': quantity(limits.nameCharacters, 'characters', {
    also: [new RegExp(`\\b(?:names?|keys?) ${BOUND} (?<value>\\d[\\d,]*) characters\\b`)],
    rows: ['Span name', 'Property or attribute key', 'Attribute key', 'Property key'],
  }),
  'limits.value': quantity(limits.valueCharacters, 'characters', {
    also: [new RegExp(`\\b(?:attribute|property) values? ${BOUND} (?<value>\\d[\\d,]*) characters\\b`)],
    rows: ['Property or attribute value', 'Attribute value', 'Property value'],
  }),
  'limits.sessionProperties': fact(limits.sessionProperties, {
    typed: [
      /\bsession holds at most (?<value>\d+) properties\b/,
      /\b(?:at most|up to) (?<value>\d+) session properties\b/,
    ],
    rows: ['Session properties per session'],
  }),
  'limits.breadcrumbs': fact(limits.breadcrumbsPerSession, {
    typed: [
      /\b(?<value>\d+) (?:most recent )?breadcrumbs\b/,
      /\bafter the hundredth\b/,
      /\bsession keeps at most (?<value>\d+)\b/,
    ],
    rows: ['Breadcrumbs per session'],
  }),
  'limits.breadcrumbMessage': quantity(limits.breadcrumbCharacters, 'characters', {
    also: [new RegExp(`\\bbreadcrumb(?: messages?)? ${BOUND} (?<value>\\d[\\d,]*) characters\\b`)],
    rows: ['Breadcrumb message', 'Characters per breadcrumb'],
  }),
  'limits.networkUrl': quantity(limits.networkUrlCharacters, 'characters', {
    also: [new RegExp(`\\bURLs? ${BOUND} (?<value>\\d[\\d,]*) characters\\b`)],
    rows: ['Network request URL'],
  }),
  'limits.networkBody': quantity(limits.networkBodyKiB, 'KiB', {
    // `64 KiB` alone may be the keepalive cap: only phrases about a body.
    typed: [
      /\b(?<value>\d+) KiB per (?:captured )?body\b/,
      /\b(?:each )?bod(?:y|ies) (?:is|are) (?:cut|truncated|capped) at (?<value>\d+) KiB\b/,
      /\bcuts? (?:it|them|each body|bodies) at (?<value>\d+) KiB\b/,
    ],
    rows: ['Captured network body'],
  }),
  'limits.envelope': quantity(limits.envelopeKiB, 'KiB', {
    typed: [
      new RegExp(`\\b${limits.envelopeKiB} KiB\\b`),
      /\b(?:batch|envelope) (?:closes|is closed|is full) at (?<value>\d+) KiB\b/,
      /\b(?:batch|envelope)e?s? (?:hold|holds|of) (?:up to |at most )?(?<value>\d+) KiB\b/,
    ],
    rows: ['Envelope'],
  }),
  'limits.deviceQueue': quantity(DATA_HANDLING.deviceQueueMiB, 'MiB', {
    also: [/\bqueue (?:holds |of |is capped at |is limited to )?(?:up to |at most )?(?<value>\d+) MiB\b/],
    rows: ['On-device queue'],
  }),

  // When the SDKs send, retry and give up.
  'sending.ingestRateLimit': fact(DATA_HANDLING.ingestBatchesPerMinute, {
    typed: [/\bat most (?<value>\d+) batches (?:per|a) minute\b/],
  }),
  'sending.flushInterval': quantity(DATA_HANDLING.flushIntervalSeconds, 'seconds', {
    typed: [
      new RegExp(`\\b(?:every|wait|up to|within|or) ${DATA_HANDLING.flushIntervalSeconds} seconds\\b(?! or at)`),
      /\b(?:sends?|flush\w*) (?:pending \w+ |its data |data )?every (?<value>\d+) seconds\b(?! or at)/,
    ],
  }),
  'sending.firstRetry': quantity(DATA_HANDLING.retry.firstDelaySeconds, 'seconds', {
    typed: [/\bretr\w* after (?<value>\d+) seconds, doubling\b/, /\bfirst retry comes after (?<value>\d+) seconds\b/],
  }),
  'sending.maxRetryDelay': fact(DATA_HANDLING.retry.maxDelayMinutes, {
    prose: minutes(DATA_HANDLING.retry.maxDelayMinutes),
    typed: [/\bdoubl\w* (?:with each failure )?up to (?<value>\d+) minutes\b/],
  }),
  'sending.offlineExpiry': quantity(DATA_HANDLING.offlineExpiryDays, 'days', {
    typed: [
      new RegExp(
        `\\b(?:stays? (?:in the browser|on the device|on disk) for|for up to|older than|expires? after) ${DATA_HANDLING.offlineExpiryDays} days\\b`,
      ),
      /\bstays? (?:in the browser|in IndexedDB|on the device|on disk) for (?:up to )?(?<value>\d+) days\b/,
      /\b(?:envelopes|batches|data) older than (?<value>\d+) days (?:are|is) (?:dropped|deleted)\b/,
    ],
  }),
  'sending.typicalSession': fact(`${DATA_HANDLING.typicalSessionKB.low}-${DATA_HANDLING.typicalSessionKB.high}`, {
    prose: `${DATA_HANDLING.typicalSessionKB.low} to ${DATA_HANDLING.typicalSessionKB.high} KB`,
    typed: [/\b(?:between )?\d+ (?:to|and) \d+ KB after compression\b/],
  }),
  'retention.telemetry': quantity(DATA_HANDLING.telemetryRetentionDays, 'days', {
    typed: [
      new RegExp(
        `\\b(?:keeps|deletes?|kept for|retention period,|expires? with (?:its|their) session after) [^.]{0,40}?\\b${DATA_HANDLING.telemetryRetentionDays} days\\b`,
      ),
      /\b(?:keeps|retains) (?:raw )?(?:telemetry|session data|sessions) for (?<value>\d+) days\b/,
    ],
  }),

  // What the SDKs add to an app.
  'footprint.androidAppSize': quantity(FOOTPRINT.androidReleaseKB, 'KB'),
  'footprint.webBundle': quantity(FOOTPRINT.webBundleKB, 'KB'),
  'footprint.webReact': quantity(FOOTPRINT.webReactKB, 'KB', {
    typed: [new RegExp(`\\badds about ${FOOTPRINT.webReactKB} KB\\b`)],
  }),

  // What happens at a limit: sentence fragments a page says in flow.
  'policy.breadcrumbOverflow': fact(DATA_HANDLING.policies.breadcrumbOverflow, {
    typed: [/\b(?:most recent|oldest) breadcrumbs?\b/, /\bdrops new (?:breadcrumbs|ones)\b/],
  }),
  'policy.valueOverflow': fact(DATA_HANDLING.policies.valueOverflow, {
    typed: [
      /\b(?:attribute|property) values?\b[^.|]{0,40}\b(?:are|is) (?:cut|truncated)\b/,
      /\bcuts the value\b/,
      /\b(?:cuts|truncates) longer values\b/,
    ],
  }),
  // Dashboard places (src/data/dashboard.ts), bold as the menus read; the older "Settings, X" wording
  // and a typed path both fail the gate.
  ...Object.fromEntries(
    [
      // Every place a page sends a reader to; Help only holds the changelog, and Create app is stated
      // on its own below. networkBodyCapture is the name the SDK pages give App settings > Network.
      ...(Object.keys(NAV) as NavId[])
        .filter((place) => place !== 'help' && place !== 'createApp')
        .map((place) => [place, place] as const),
      ['networkBodyCapture', 'appNetwork'] as const,
    ].map(([id, place]) => {
      const path = navPath(place);
      const labels = navLabels(place);
      // The older "Settings, X" and "Settings, then X" wordings, and the path typed with ">".
      // The settings pages of the product guide are new: only the typed path counts for them, since a
      // list in prose ("API tokens, app settings, integrations") reads like the comma wording.
      const older = [
        'apiTokens',
        'dsymSymbols',
        'security',
        'dataDestinations',
        'appNetwork',
        'customMetrics',
      ].includes(id);
      const wording = labels
        .map((label) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join(older ? '(?:,| >|, then) ' : '(?: >|, then) ');
      // Two ids name the App settings > Network page; only one of them reports a typed path.
      // A top-level area is one ordinary word ("Network"), so only a path is reported typed.
      // "Boards, custom metrics" is also an ordinary list of two things: only a reader sent there counts.
      const lead = id === 'customMetrics' ? '(?:under|to|in|open) ' : '';
      const typed = id === 'networkBodyCapture' || labels.length < 2 ? [] : [new RegExp(`\\b${lead}${wording}\\b`)];
      // The older wording of the stitched sessions place: "pick the mobile apps under Stitched sessions".
      if (id === 'stitchedSessions') typed.push(/\bunder Stitched sessions\b/);
      return [`dashboard.${id}`, fact(path, {prose: `**${path}**`, typed})];
    }),
  ),
  // Troubleshooting (src/data/troubleshooting.ts): how a run ends, and Compare.
  'exits.anrThreshold': fact(EXITS.anrThresholdSeconds, {
    prose: `${EXITS.anrThresholdSeconds} seconds`,
    typed: [/\bANR\b[^.]{0,60}\b(?:after|for|longer than) (?<value>\d+) seconds\b/],
  }),
  'exits.types': fact(EXIT_TYPES.join(', '), {
    prose: listOf(
      EXIT_TYPES.map((type) => `\`${type}\``),
      'or',
    ),
    // The label values, snake case included; prose that lists the concepts ("a crash, ANR or hang") is not a copy.
    typed: [/\bcrash\W{1,4}anr\W{1,4}hang\W{1,4}oom\W{1,4}uncategorized_exit\b/],
  }),
  // The dashboard's names of the kinds, as prose: "crash, ANR, hang, OOM, uncategorized exit or user termination".
  'exits.kinds': fact(CRASH_GROUPING.exitTypes.join(', '), {
    prose: listOf(
      CRASH_GROUPING.exitTypes.map((label) => (label === label.toUpperCase() ? label : label.toLowerCase())),
      'or',
    ),
    typed: [/\bcrash(?:es)?, ANRs?, hangs?, OOMs?,? (?:and |or )?uncategorized exits?\b/],
  }),
  'exits.exitInfoAndroid': fact(EXIT_INFO_ANDROID.apiLevel, {
    prose: `Android ${EXIT_INFO_ANDROID.release} (API level ${EXIT_INFO_ANDROID.apiLevel})`,
    typed: [/\bApplicationExitInfo\b[^.]{0,60}\bAPI (?:level )?(?<value>\d+)\b/],
  }),
  // An ANR the app recovers from goes with its session, as a recovered iOS hang does (ios.hangDelivery).
  'exits.byKindQuery': code(EXITS_BY_KIND_QUERY, {typed: []}),
  // The defaults of the options that turn ANR and OOM detection off, from the API data.
  'exits.anrCaptureDefault': code(parameterDefault(androidApi, 'ArgusOptions.ArgusOptions', 'anrCaptureEnabled'), {
    typed: [],
  }),
  'exits.oomDetectionDefault': code(parameterDefault(iosApi, 'ArgusOptions.init', 'oomDetection'), {typed: []}),
  'compare.groups': fact(COMPARE.groups),
  'compare.dimensions': fact(COMPARE.dimensions.join(', '), {prose: listOf(COMPARE.dimensions, 'and')}),
  'dashboard.createApp': fact(DASHBOARD.createApp, {prose: `**${DASHBOARD.createApp}**`, typed: []}),
  // Buttons and options the task pages name in their steps (src/data/dashboard.ts), bold as the dashboard shows them.
  ...Object.fromEntries(
    (Object.keys(CONTROLS) as ControlId[]).map((id) => [
      `control.${id}`,
      fact(CONTROLS[id], {prose: `**${CONTROLS[id]}**`}),
    ]),
  ),
  'policy.queueFull': fact(DATA_HANDLING.policies.queueFull, {
    typed: [/\bdrops? the (?:newest|latest|new) envelopes\b/, /\bdrops? crash reports (?:first|when the queue)/],
  }),

  // Flutter.
  'android.appStartupSpan': code(APP_STARTUP_SPAN),
  // iOS (src/data/sdkBehaviour.ts).
  'ios.hangThreshold': quantity(IOS.hangThresholdSeconds * 1000, 'ms', {
    also: [/\b(?<value>\d+) milliseconds of (?:a )?blocked main thread\b/],
  }),
  'ios.swiftUiLifecycleMinIos': fact(IOS.swiftUiLifecycleMinIos),
  'ios.unsupportedPlatforms': fact(IOS.platforms.unsupported),
  'ios.dsymScript': code(IOS.dsymUpload.script),
  'ios.dsymScriptSpmPath': code(IOS.dsymUpload.spmPath, {typed: []}),
  'ios.dsymScriptPodsPath': code(IOS.dsymUpload.cocoapodsPath, {typed: []}),
  'ios.dsymTokenVariable': code(IOS.dsymUpload.tokenVariable, {typed: []}),
  // The CocoaPods requirement `~> major.minor`: every later release of the same major version.
  'ios.podRequirement': code(`~> ${SDKS.ios.version.split('.').slice(0, 2).join('.')}`, {typed: []}),
  // The Swift package identity, the last part of the repository URL, as `.product(package:)` names it.
  'ios.packageIdentity': code(SDK_REPOSITORIES.ios.split('/').at(-1) ?? SDK_REPOSITORIES.ios, {typed: []}),
  'ios.bitcodeXcode': fact(`Xcode ${IOS.dsymUpload.bitcodeDeprecatedXcode}`, {
    typed: [/\bXcode (?<value>\d+)\b[^.]{0,40}\bbitcode\b/],
  }),
  'ios.sandboxingXcode': fact(`Xcode ${IOS.dsymUpload.sandboxingSinceXcode}`, {
    typed: [/\b(?:[Ss]ince|created (?:with|in)|before) Xcode (?<value>\d+)\b[^.]{0,80}\b[Ss]andbox/],
  }),
  // iOS 5.x (the 5.x feature pages: ios/5x/features/*).
  // iOS manual instrumentation and advanced features pages (crash reporting, startup).
  'ios.appStartupSpan': code(IOS.appStartupSpan, {typed: []}),
  // Core concepts and automatic instrumentation pages (docs/ios/6x/core-concepts/, automatic-instrumentation/).
  // iOS getting started (docs/ios/6x/getting-started/dsym-upload.mdx): the input files of the
  // sandboxed Run Script phase, in the order IOS.dsymUpload.sandboxInputFiles lists them.
  'ios.dsymInputDsym': code(IOS.dsymUpload.sandboxInputFiles[0]),
  'ios.dsymInputBinary': code(IOS.dsymUpload.sandboxInputFiles[1]),
  'ios.dsymInputInfoPlist': code(IOS.dsymUpload.sandboxInputFiles[2]),
  // iOS 5.x (src/data/sdkBehaviour.ts IOS5), for the 5.x integration pages and configuration-file.
  'ios.5x.plistKeys': fact(topPlistKeys.map((entry) => entry.key).join(', '), {
    prose: listOf(
      topPlistKeys.map((entry) => `\`${entry.key}\``),
      'and',
    ),
  }),
  'ios.5x.minIos': fact(IOS5.deploymentTarget),
  'ios.5x.crashCapture': fact(IOS5.crashReporting.captured),
  // The 5.x release that added a feature, as the 5.x pages date it (history, not a current version).
  ...Object.fromEntries(
    [
      'getCurrentSessionId',
      'getLastRunEndState',
      'startSpan',
      'logPushNotification',
      'trackWebViewPerformance',
      'generateW3cTraceparent',
    ].map((name) => [`ios.5x.since.${name}`, fact(apiEntry(ios5Api, name).since)]),
  ),
  'ios.5x.since.WEBVIEW_ENABLE': fact(plistKeySince('WEBVIEW_ENABLE')),
  'ios.5x.deprecated.startMoment': fact(deprecatedSince(ios5Api, 'startMoment')),
  'ios.5x.uploadCliPath': code(IOS5.uploadCli.podsPath, {typed: []}),
  'ios.5x.uploadCommand': code(IOS5.uploadCli.command, {typed: []}),
  'ios.5x.uploadPhaseBuilds': fact(IOS5.uploadCli.phaseBuilds),
  // iOS best practices, CI dSYM upload and privacy (docs/ios/best-practices/ci-dsym-upload.mdx,
  // docs/ios/6x/best-practices/*, docs/ios/privacy.mdx).
  'ios.privacyManifestFile': code(IOS.privacyManifest.file),
  ...Object.fromEntries(
    IOS.privacyManifest.collectedDataTypes.map(({id, type}) => [`ios.privacyData.${id}`, code(type, {typed: []})]),
  ),
  ...Object.fromEntries(
    IOS.privacyManifest.requiredReasonApis.flatMap(({id, category, reason}) => [
      [
        `ios.privacyApi.${id}`,
        code(category, {
          // E174.1: free disk space is read only to check for room, and never leaves the device.
          typed:
            id === 'diskSpace'
              ? [/\b(?:reports?|sends?|uploads?) (?:the )?free (?:disk )?space\b/, /\bfree memory and disk space\b/]
              : [],
        }),
      ],
      [`ios.privacyReason.${id}`, code(reason, {typed: []})],
    ]),
  ),
  // React Native (src/data/sdkBehaviour.ts REACT_NATIVE).
  'react-native.minExpoSdk': fact(REACT_NATIVE.expo.minExpoSdk, {typed: [/\bExpo SDK (?<value>\d+)(?: or later|\+)/]}),
  'react-native.expoPlugin': code(REACT_NATIVE.expo.configPlugin, {typed: []}),
  'react-native.4x.architectures': fact(REACT_NATIVE.architectures['4x']),
  'react-native.cliPackage': code(REACT_NATIVE.cli.package),
  'react-native.cliCommand': code(REACT_NATIVE.cli.command, {typed: []}),
  'react-native.uploadSourceMaps': code(REACT_NATIVE.cli.uploadSourceMaps, {typed: []}),
  'react-native.tokenVariable': code(REACT_NATIVE.cli.tokenVariable, {typed: []}),
  // Unity (src/data/sdkBehaviour.ts UNITY): Editor places typed once, and what the editor package does.
  'unity.lts2022': fact(UNITY.editors.lts2022, {typed: []}),
  'unity.unity6': fact(UNITY.editors.unity6, {typed: []}),
  'unity.gitUrl': code(UNITY.install.gitUrl),
  'unity.registryName': fact(UNITY.install.registry.name, {typed: []}),
  'unity.registryUrl': code(UNITY.install.registry.url),
  'unity.registryScope': code(UNITY.install.registry.scope, {typed: []}),
  ...Object.fromEntries(
    Object.entries(UNITY.menus).map(([name, path]) => [
      `unity.menu.${name}`,
      // "Debug Symbols", "Development Build" and "Upload Symbols" are also plain words of the pages (a noun, a
      // verb phrase): only the other labels are checked as typed.
      code(path, {
        prose: `**${path}**`,
        ...(['debugSymbols', 'developmentBuild', 'uploadSymbols'].includes(name) ? {typed: []} : {}),
      }),
    ]),
  ),
  // Plain words elsewhere too ("public", "debugging"), so stated from the data but not checked as typed.
  'unity.symbolsPublic': fact(UNITY.createSymbolsValues.public, {
    prose: `**${UNITY.createSymbolsValues.public}**`,
    typed: [],
  }),
  'unity.symbolsDebugging': fact(UNITY.createSymbolsValues.debugging, {
    prose: `**${UNITY.createSymbolsValues.debugging}**`,
    typed: [],
  }),
  'unity.settingsAsset': code(UNITY.settingsAsset),
  // Typed on the integration pages, the changelog and the upgrade guide too: stated there as they are edited.
  'unity.dsymPhase': code(UNITY.dsymPhase, {typed: []}),
  ...Object.fromEntries(
    (['main', 'launcher', 'baseProject', 'settings', 'proguard'] as const).map((name) => [
      `unity.gradleTemplate.${name}`,
      code(UNITY.gradleTemplates[name]),
    ]),
  ),
  'unity.settingsTemplateSince': fact(UNITY.gradleTemplates.settingsTemplateSince, {typed: []}),
  'unity.tokenVariable': code(IOS.dsymUpload.tokenVariable, {typed: []}),
  // The root span of the Unity startup trace, shared with the native SDKs (typed by the Android fact).
  'unity.appStartupSpan': code(APP_STARTUP_SPAN, {typed: []}),
  // The Unity policies short enough to state inline; the longer ones are rules, which the Unity pages
  // explain at their homes.
  ...Object.fromEntries(
    Object.entries(UNITY.policies)
      .filter(([, policy]) => factWords(policy) <= INLINE_FACT_WORDS)
      .map(([name, policy]) => [`unity.${name}`, fact(policy)]),
  ),
  // The Unity release that added a member, as a feature page's prerequisites date it (history, not
  // a current version): `unity.since.TapCaptureEnabled` is the `since` of `ArgusOptions.TapCaptureEnabled`.
  ...Object.fromEntries(
    [
      'Argus.StartSpan',
      'Argus.StartView',
      'Argus.LogNetworkRequest',
      'Argus.GenerateW3cTraceparent',
      'Argus.StartMoment',
      'Argus.SetUserOptOut',
      'ArgusOptions.TapCaptureEnabled',
      'ArgusOptions.StartupSpansEnabled',
      'ArgusOptions.SceneLoadSpansEnabled',
      'ArgusOptions.MemoryPressureCaptureEnabled',
    ].map((qualified) => [`unity.since.${qualified.split('.')[1]}`, fact(apiEntry(unityApi, qualified).since)]),
  ),
  'unity.deprecated.StartMoment': fact(deprecatedSince(unityApi, 'Argus.StartMoment')),
  // The Unity release that added a member or parameter, and the defaults a page names, read from
  // the Unity API data (src/data/api/unity.ts); a since version is history, not a current version.
  ...Object.fromEntries(
    ['Il2CppLineMappingEnabled', 'FpsCaptureEnabled', 'LogMessage(attachment)'].map((name) => [
      `unity.since.${name.replace(/\((\w+)\)$/, '.$1')}`,
      fact(unitySince(name)),
    ]),
  ),
  ...Object.fromEntries(
    ['FpsSampleIntervalSeconds', 'UploadSymbols', 'Il2CppLineMappingEnabled'].map((name) => [
      `unity.default.${name}`,
      code(unityDefault(name), {typed: []}),
    ]),
  ),
  // The manual dSYM upload, for a Unity iOS release that shipped without the Run Script phase's upload.
  'react-native.androidBundle': code(REACT_NATIVE.bundles.androidBundle, {typed: []}),
  'react-native.androidSourceMap': code(REACT_NATIVE.bundles.androidSourceMap),
  'react-native.iosBundle': code(REACT_NATIVE.bundles.iosBundle, {typed: []}),
  'react-native.iosSourceMap': code(REACT_NATIVE.bundles.iosSourceMap, {typed: []}),
  'react-native.configPluginOption': code(REACT_NATIVE.configPluginOption, {typed: []}),
  // The native SDKs the current release builds on (docs/react-native/integration/add-argus-sdk.mdx).
  'react-native.android': fact(REACT_NATIVE.native.android, {typed: []}),
  'react-native.ios': fact(REACT_NATIVE.native.ios, {typed: []}),
  // The companion packages, named by the API data that documents their exports.
  ...Object.fromEntries(
    (
      [
        ['reactNativeNavigation', 'navigation'],
        ['reactNativeRedux', 'redux'],
        ['reactNativeOtlp', 'otlp'],
      ] as const
    ).map(([id, group]) => [`packages.${id}`, code(reactNativeCompanion(group), {typed: []})]),
  ),
  // The 6.x release that added a member, read from the API data (src/data/api/reactNative.ts).
  ...Object.fromEntries(
    ['exporters', 'networkSpansForwardingEnabled', 'generateW3cTraceparent'].map((name) => [
      `react-native.since.${name}`,
      fact(apiEntry(reactNativeApi, name).since),
    ]),
  ),
  // Defaults of `ArgusOptions` members, read from their descriptions in the API data.
  ...Object.fromEntries(
    ['trackScreenOrientation', 'trackUnhandledRejections', 'networkSpansForwardingEnabled'].map((name) => {
      const value = reactNativeOptionDefault(name);
      return [`react-native.default.${name}`, fact(value, {prose: `\`${value}\``})];
    }),
  ),
  ...Object.fromEntries(
    (['5x', '4x'] as const).flatMap((line) =>
      Object.entries(REACT_NATIVE.legacy[line]).map(([name, value]) => [
        `react-native.${line}.${name}`,
        fact(value, {typed: []}),
      ]),
    ),
  ),
  // React Native 5.x pages (docs/react-native/5x/): the 5.x release that added a member, read from
  // the 5.x API data (src/data/api/reactNative5.ts); history, not a current version.
  ...Object.fromEntries(
    ['ArgusErrorBoundary', 'networkSpansForwardingEnabled', 'generateW3cTraceparent'].map((name) => [
      `react-native.5x.since.${name}`,
      fact(apiEntry(reactNative5Api, name).since),
    ]),
  ),
  'react-native.5x.deprecated.startMoment': fact(deprecatedSince(reactNative5Api, 'startMoment')),
  // React Native 4.x pages (docs/react-native/4x/): the 4.x release that added a member, read from
  // the 4.x API data (src/data/api/reactNative4.ts); history, not a current version.
  ...Object.fromEntries(
    ['startSpan', 'getCurrentSessionId', 'getLastRunEndState'].map((name) => [
      `react-native.4x.since.${name}`,
      fact(apiEntry(reactNative4Api, name).since),
    ]),
  ),
  // The legacy lines' Gradle plugin: the oldest Android Gradle plugin it applies to.
  'react-native.legacyMinAgp': fact(REACT_NATIVE.legacyMinAgp),
  'flutter.sdkConfigIgnored': fact(FLUTTER.policies.sdkConfigIgnored),

  // What the SDKs share with OpenTelemetry, and the last run end state (src/data/product.ts).
  'otel.builtOn': fact(OPENTELEMETRY.builtOn.join(', '), {
    prose: `the ${listOf(
      OPENTELEMETRY.builtOn.map((id) => SDKS[id].name),
      'and',
    )} SDK${OPENTELEMETRY.builtOn.length > 1 ? 's' : ''}`,
    typed: [/\b(?:Android|Web|React Native|Flutter|Unity) SDK is built on (?:the )?OpenTelemetry\b/],
  }),
  'lastRunEndState.values': fact(LAST_RUN_END_STATES.join(', '), {
    prose: listOf(LAST_RUN_END_STATES, 'or'),
    typed: [
      /\blast run end state\b[^.]{0,60}\b(?:ANR|hang|OOM|uncategorized exit|user termination)\b/,
      /\b(?:ANR|hang|OOM|uncategorized exit|user termination)\b[^.]{0,80}\bbecomes the last run end state\b/,
    ],
  }),

  // The browser.
  'web.sessionHidden': fact(BROWSER.sessionHiddenMinutes, {
    prose: minutes(BROWSER.sessionHiddenMinutes),
    typed: [/\bhidden (?:for )?(?:more than )?(?<value>\d+) minutes\b/],
  }),
  'web.sessionIdle': fact(BROWSER.sessionIdleMinutes, {
    prose: minutes(BROWSER.sessionIdleMinutes),
    typed: [
      /\b(?<value>\d+) minutes without input\b/,
      /\bno user input for (?<value>\d+) minutes\b/,
      /\bidle (?:for )?(?:more than )?(?<value>\d+) minutes\b/,
    ],
  }),
  'web.keepaliveCap': quantity(BROWSER.keepaliveCapKiB, 'KiB', {
    typed: [
      /\b(?<value>\d+) KiB `?keepalive\b/,
      /\b(?<value>\d+) KiB (?:batch(?:es)?|bodies|requests?) (?:with|over|using) (?:`?fetch`? (?:and|with) )?`?keepalive\b/,
      /\bkeepalive`?[^.]{0,60}?\b(?:up to|at most|cap(?:ped)? (?:at|of)) (?<value>\d+) KiB\b/,
    ],
  }),
  // The one Argus host of each directive a Content Security Policy needs for the SDK.
  'web.scriptHost': code(new URL(PACKAGES.webScriptUrl).origin),
  'web.cspHosts': fact(
    [...REGIONS.map((region) => region.ingestHost), new URL(PACKAGES.webScriptUrl).origin].join(' '),
    {
      prose: `${listOf(
        REGIONS.map((region) => `\`${region.ingestHost}\``),
        'or',
      )} in \`connect-src\`, and \`${new URL(PACKAGES.webScriptUrl).origin}\` in \`script-src\``,
    },
  ),
  'web.otlpServiceName': fact(BROWSER.otlpExport.serviceName),
  'web.otlpExportInterval': quantity(BROWSER.otlpExport.intervalSeconds, 'seconds', {
    typed: [/\bevery (?<value>\d+) seconds or at \d+ items\b/],
  }),
  'web.otlpExportBatch': fact(BROWSER.otlpExport.maxBatchItems, {typed: [/\bor at (?<value>\d+) items\b/]}),
  'web.sourceMapUpload': quantity(WEB_CLI.maxUploadMiB, 'MiB', {
    also: [/\bupload(?:s)? (?:of )?(?:up to |at most )(?<value>\d+) MiB\b/],
  }),

  // The Metrics API (src/data/metrics.ts).
  'metricsApi.usHost': code(METRICS_API.hosts.us),
  'metricsApi.euHost': code(METRICS_API.hosts.eu),
  'metricsApi.resolution': quantity(METRICS_API.resolutionSeconds, 'seconds', {
    typed: [
      /\b(?:step (?:is|under|from)|resolution|Min interval\*\* at the data source's) (?<value>\d+) seconds\b/,
      /\bstores one point every (?<value>\d+) seconds\b/,
      /\b(?<value>\d+)-second resolution\b/,
      /\bcounts? (?:the |matching )?events\b[^.]{0,40}\bevery (?<value>\d+) seconds\b/,
    ],
    rows: ['Resolution'],
  }),
  'metricsApi.maxRange': quantity(METRICS_API.maxRangeDays, 'days', {
    also: [
      /\b(?:time )?ranges? (?:of|up to|longer than|of at most) (?<value>\d+) days\b/,
      /\b(?<value>\d+)-day (?:time |query )?range\b/,
    ],
    rows: ['Longest range'],
  }),
  'metricsApi.retention': quantity(METRICS_API.retentionDays, 'days', {
    also: [/\b(?:metric )?points (?:are )?kept (?:for )?(?<value>\d+) days\b/],
    rows: ['Retention', 'Retention of points'],
  }),
  'metricsApi.maxSeries': fact(METRICS_API.maxSeriesPerQuery, {
    typed: [new RegExp(`\\b${numberPattern(METRICS_API.maxSeriesPerQuery)} series\\b`)],
    rows: ['Series per query'],
  }),
  'metricsApi.rateLimit': fact(METRICS_API.rateLimitPerMinute, {
    typed: [/\b(?<value>\d+) requests (?:per|a|in a|in one) minute\b/],
    rows: ['Rate limit'],
  }),
  'metricsApi.freshness': fact(METRICS_API.freshnessMinutes, {
    prose: minutes(METRICS_API.freshnessMinutes),
    typed: [
      /\b(?:arrive|appear|shows? up|reach\w* the metric)\w* (?:in the metrics )?about (?<value>\d+) minutes (?:after|later)\b/,
      /\bpoints take about (?<value>\d+) minutes\b/,
      /\bwait (?<value>\d+) minutes after the first matching event\b/,
    ],
    rows: ['Freshness', 'Delay from event to point'],
  }),
  'metricsApi.tokenScope': fact(METRICS_API.tokenScope, {
    typed: [
      /\btoken (?:can )?reads? (?:several|many|multiple|more than one|every|all) [\w ]{0,12}apps?\b/,
      /\b(?:one|a single|the same) (?:Metrics API )?token (?:for|across|reads|covers) (?:several|many|multiple|all|every|each of)\b[\w ]{0,20}\bapps\b/,
      /\bthe apps (?:it was created for|it may read)\b/,
    ],
  }),
  'metricsApi.rateWindow': fact(METRICS_API.rateWindowMinutes, {
    prose: minutes(METRICS_API.rateWindowMinutes),
    typed: [/\b`?rate`?\(?\)?`? (?:a )?(?:range|window) of at least `?(?<value>\d+) ?(?:m\b|minutes\b)/],
  }),
  'metricsApi.histogramBuckets': fact(HISTOGRAM_BUCKETS.join(', '), {
    prose: `${HISTOGRAM_BUCKETS.slice(0, -1).join(', ')} and ${HISTOGRAM_BUCKETS.at(-1) ?? ''} seconds`,
    typed: [new RegExp(`\\b${HISTOGRAM_BUCKETS.slice(0, 3).join(', ').replaceAll('.', '\\.')}\\b`)],
  }),
  'metricsApi.topBucket': quantity(HISTOGRAM_BUCKETS.at(-1) ?? 0, 'seconds', {
    typed: [
      /\btop bucket is (?<value>\d+(?:\.\d+)?) seconds\b/,
      /\bvalue above (?<value>\d+(?:\.\d+)?) seconds\b/,
      /\bbuckets from 0\.05 to (?<value>\d+(?:\.\d+)?) seconds\b/,
    ],
  }),
  'metricsApi.legacyRemoval': fact(LEGACY_METRICS.removalDate, {
    typed: [new RegExp(`\\b${LEGACY_METRICS.removalDate}\\b`)],
  }),

  // Custom metrics.
  'customMetrics.maxSeries': fact(CUSTOM_METRICS.maxSeriesPerMetric, {
    typed: [new RegExp(`\\b${numberPattern(CUSTOM_METRICS.maxSeriesPerMetric)} series\\b`)],
    rows: ['Series per metric'],
  }),
  'customMetrics.maxPerApp': fact(CUSTOM_METRICS.maxPerApp, {
    typed: [/\bup to (?<value>\d+) custom\b/, /\bplace among the (?<value>\d+)\b/],
    rows: ['Custom metrics per app'],
  }),
  'customMetrics.maxGroupBy': fact(CUSTOM_METRICS.maxGroupByLabels, {
    typed: [/\bup to (?<value>\w+) (?:group-by labels|labels to group by)\b/],
    rows: ['Group-by labels per metric'],
  }),

  // Data destinations.
  'destinations.metricsInterval': quantity(DATA_DESTINATIONS.metricsIntervalSeconds, 'seconds', {
    typed: [/\bevery (?<value>\d+) seconds(?:,? (?:as cumulative|cumulative|in the|as metric)|$)/],
  }),
  'destinations.tracesDelay': fact(DATA_DESTINATIONS.tracesDelayMinutes, {
    prose: minutes(DATA_DESTINATIONS.tracesDelayMinutes),
    typed: [
      /\babout (?<value>\d+) minutes after (?:Argus processes|the session|each session)/,
      /\bwait (?<value>\d+) minutes after a session ends\b/,
    ],
  }),
  'destinations.plan': fact(DATA_DESTINATIONS.requiredPlan, {
    typed: [
      /\bdata destinations included in (?:your|the) (?:Argus )?plan\b/,
      /\bplan that includes data destinations\b/,
      /\bdestinations (?:need|require) (?:a|the|an) [\w ]{0,20}plan\b/,
    ],
  }),
  'destinations.maxPerApp': fact(DATA_DESTINATIONS.maxPerApp, {
    prose: inWords(DATA_DESTINATIONS.maxPerApp),
    typed: [
      /\bup to (?<value>\w+) destinations\b/,
      /\bfewer than (?<value>\w+) destinations\b/,
      /\bdestination slot: each app can have up to (?<value>\w+)\b/,
    ],
    rows: ['Destinations per app'],
  }),
  // The example of the rule above as two values: the app name and the `service.name` it gives.
  'destinations.serviceNameApp': fact(DATA_DESTINATIONS.serviceNameExample.appName),
  'destinations.serviceNameValue': code(DATA_DESTINATIONS.serviceNameExample.serviceName, {typed: []}),
  'destinations.retryHours': quantity(DATA_DESTINATIONS.retryHours, 'hours', {typed: []}),
  // The one span the form's Send test data button sends.
  'destinations.testSpan': code(DATA_DESTINATIONS.testSpanName, {typed: []}),
  'destinations.testSpanDelay': fact(DATA_DESTINATIONS.testSpanMinutes, {
    prose: `${inWords(DATA_DESTINATIONS.testSpanMinutes)} minutes`,
    typed: [
      /\btest span\b[^.]{0,30}\b(?:appears|shows up|arrives|reaches [A-Z]\w*) within (?:about )?(?:a minute or two|a minute|(?<value>\w+) minutes)\b/,
      /\bappears within (?<value>\w+) minutes of the test span\b/,
    ],
  }),
  'destinations.firstMetrics': fact(
    (DATA_DESTINATIONS.firstMetricsExports * DATA_DESTINATIONS.metricsIntervalSeconds) / 60,
    {
      prose: `${
        NUMBER_WORDS[(DATA_DESTINATIONS.firstMetricsExports * DATA_DESTINATIONS.metricsIntervalSeconds) / 60] ?? ''
      } minutes`,
      typed: [
        /\bmetrics(?: dataset)? (?:follow|appears?|show up) within (?:about )?(?<value>\w+) minutes of saving\b/,
        /\bafter one or two export intervals\b/,
        /\bmetrics within (?<value>\w+) export intervals\b/,
      ],
    },
  ),

  // Sessions area (src/data/sessions.ts): saved filters, the filter grammar's value rules, stitching.
  'sessions.savedFiltersPerUser': fact(SAVED_FILTERS.perUser, {
    typed: [/\b(?:up to|at most) (?<value>\d+) saved filters (?:per|for each) user\b/],
    rows: ['Saved filters per user'],
  }),
  'sessions.sharedFiltersPerApp': fact(SAVED_FILTERS.sharedPerApp, {
    typed: [/\b(?:up to|at most) (?<value>\d+) shared filters\b/],
    rows: ['Shared filters per app'],
  }),
  'sessions.users': fact(USERS_COUNT, {
    // The wordings pages used to type for the Users columns.
    typed: [/\b(?:falling back to|counting|or) (?:the )?devices? (?:instead )?when no user ID is set\b/],
  }),
  'sessions.signals': fact(SESSION_CONTENTS.join(', '), {
    prose: listOf(
      SESSION_CONTENTS.map((id) => SESSION_CONTENT_LABELS[id]),
      'and',
    ),
  }),
  'sessions.stitchedMaxLinkedApps': fact(STITCHING.maxLinkedApps, {
    typed: [/\b(?:up to|at most) (?<value>\w+) (?:mobile )?apps? (?:to|with) (?:one|a|each) web app\b/],
    rows: ['Mobile apps per web app'],
  }),

  // Traces area (src/data/traces.ts): span outcomes, the trace list's percentiles, identifiers.
  'traces.outcomes': fact(SPAN_OUTCOMES.map((entry) => entry.outcome).join(', '), {
    typed: [/\bsuccess`?, `?failure`?, `?user_abandon\b/],
    prose: listOf(
      SPAN_OUTCOMES.map((entry) => `\`${entry.outcome}\``),
      'or',
    ),
  }),
  'traces.percentiles': fact(TRACE_PERCENTILES.join(', '), {prose: listOf([...TRACE_PERCENTILES], 'and')}),
  'traces.traceIdLength': fact(TRACE_IDS.traceIdHex, {prose: `${TRACE_IDS.traceIdHex} hexadecimal characters`}),
  'traces.spanIdLength': fact(TRACE_IDS.spanIdHex, {prose: `${TRACE_IDS.spanIdHex} hexadecimal characters`}),
  // Settings: tokens, teams, webhooks, sign-on, notifications and data usage (src/data/settings.ts).
  // Only about a token: a W3C trace ID is 32 hex characters too.
  'settings.tokenFormat': fact(API_TOKENS.format, {
    typed: [/\btoken\b[^.|]{0,40}?\b32 hex(?:adecimal)? characters\b/],
    rows: ['API token'],
  }),
  'settings.tokenMaxPerApp': fact(API_TOKENS.maxPerApp, {
    typed: [/\b(?:up to|at most) (?<value>\d+) (?:active )?(?:API )?tokens\b/],
    rows: ['Active tokens per app'],
  }),
  'settings.tokenExpiryChoices': fact(API_TOKENS.expiryDays.join(', '), {
    prose: `${listOf(
      API_TOKENS.expiryDays.map((days) => (days === null ? 'never' : `${days} days`)),
      'or',
    )}`,
  }),
  'settings.tokenExpiryWarning': quantity(API_TOKENS.expiryWarningDays, 'days', {
    typed: [/\b(?<value>\d+) days before (?:the|a|its) token expires\b/],
  }),
  'settings.defaultRole': fact(TEAMS.defaultRole, {
    prose: ROLES.find((role) => role.id === TEAMS.defaultRole)?.label ?? TEAMS.defaultRole,
  }),
  'settings.inviteExpiry': quantity(TEAMS.inviteExpiryDays, 'days', {
    typed: [/\binvitations? (?:links? )?(?:expires?|(?:is|are|stays?) valid) (?:after|for) (?<value>\d+) days\b/],
  }),
  'settings.minAdmins': fact(TEAMS.minAdmins, {
    prose: inWords(TEAMS.minAdmins),
  }),
  'settings.roles': fact(ROLES.map((role) => role.label).join(', '), {
    prose: listOf(
      ROLES.map((role) => role.label),
      'or',
    ),
    typed: [/\bAdmin, Member or Viewer\b/],
  }),
  'settings.tokenTypes': fact(API_TOKEN_TYPES.map((type) => type.label).join(', '), {
    prose: listOf(
      API_TOKEN_TYPES.map((type) => type.label),
      'or',
    ),
    typed: [/\bUpload or Metrics API\b/],
  }),
  'settings.appIdFormat': fact(APP_ID.format, {
    typed: [/\bApp ID\b[^.|]{0,40}?\b(?:five|5)(?:-| )(?:characters?|letters)\b/i, /\b(?:five|5)-character App ID\b/i],
  }),
  // Each status word on its own (metrics.ts, one set for integrations and destinations), bold as the lists show it.
  ...Object.fromEntries(
    INTEGRATION_STATUSES.map((status) => [
      `integrations.${status.label.toLowerCase()}`,
      fact(status.label, {
        prose: `**${status.label}**`,
        // The older word of the integrations list, which the destination list never showed.
        typed: status.label === 'Active' ? [/\bstatus (?:is |shows )?Connected\b/] : [],
      }),
    ]),
  ),
  'settings.createApp': fact(APPS.createRole, {
    typed: [/\bcreating an app takes the Admin role\b/i],
  }),
  'webhooks.maxPerApp': fact(WEBHOOKS.maxPerApp, {
    typed: [/\b(?:up to|at most) (?<value>\d+) webhooks\b/],
    rows: ['Webhooks per app'],
  }),
  'webhooks.timeout': quantity(WEBHOOKS.timeoutSeconds, 'seconds', {
    typed: [/\b(?:waits?|timeout of|times? out after) (?<value>\d+) seconds\b/],
    rows: ['Response timeout'],
  }),
  'webhooks.retryCount': fact(WEBHOOKS.retryMinutes.length, {
    prose: inWords(WEBHOOKS.retryMinutes.length),
    typed: [/\bretries (?:a failed (?:event|delivery) )?(?<value>\w+) times\b/],
  }),
  // The retry times alone, short enough for a table cell or a sentence.
  'webhooks.retryTimes': fact(WEBHOOKS.retryMinutes.join(', '), {
    prose: listOf(
      WEBHOOKS.retryMinutes.map((value) =>
        value < 60 ? minutes(value) : `${value / 60} hour${(value as number) === 60 ? '' : 's'}`,
      ),
      'and',
    ),
  }),
  'webhooks.signatureTolerance': fact(WEBHOOKS.signatureToleranceMinutes, {
    prose: minutes(WEBHOOKS.signatureToleranceMinutes),
    typed: [/\btimestamps? older than (?<value>\d+) minutes\b/],
  }),
  'webhooks.rollOverlap': quantity(WEBHOOKS.rollOverlapHours, 'hours', {
    typed: [/\bprevious (?:secret|one) for (?<value>\d+) hours\b/],
  }),
  'webhooks.disableAfter': fact(WEBHOOKS.disableAfterFailures, {
    typed: [/\bafter (?<value>\d+) (?:consecutive )?failed (?:events|deliveries)\b/],
  }),
  'sso.sessionLength': quantity(SSO.sessionHours, 'hours', {
    typed: [/\bsign-on sessions? (?:lasts?|expires? after) (?<value>\d+) hours\b/],
  }),
  'notifications.digestHour': fact(NOTIFICATIONS.digestHour, {
    prose: `${String(NOTIFICATIONS.digestHour).padStart(2, '0')}:00`,
  }),
  // The fields and choices of the notification settings (settings.ts), bold as the page labels them.
  ...Object.fromEntries(
    Object.entries(NOTIFICATIONS.labels).map(([id, label]) => [
      `notifications.${id}`,
      fact(label, {prose: `**${label}**`}),
    ]),
  ),
  'dataUsage.warnings': fact(DATA_USAGE.warningPercents.join(', '), {
    prose: listOf(
      DATA_USAGE.warningPercents.map((value) => `${value}%`),
      'and',
    ),
  }),
  'dataUsage.refresh': fact(DATA_USAGE.refreshMinutes, {prose: minutes(DATA_USAGE.refreshMinutes)}),
  'versionPicker.listed': fact(VERSION_PICKER.listed, {
    typed: [/\b(?:lists?|shows?) (?:the )?(?<value>\d+) (?:newest|latest|most recent) versions\b/],
  }),

  // Where data goes outside the product (src/data/legal.ts).
  'legal.mailProvider': fact(MAIL_PROVIDER.name),
  'legal.mailProviderLocation': fact(MAIL_PROVIDER.location),
  'analytics.provider': fact(SITE_ANALYTICS.provider, {typed: [/\bthe analytics tool\b/i]}),
  'analytics.company': fact(SITE_ANALYTICS.company),
  'analytics.location': fact(SITE_ANALYTICS.location),
  ...analyticsCookieFacts(),
  'analytics.retention': fact(SITE_ANALYTICS.retentionMonths, {
    prose: `${SITE_ANALYTICS.retentionMonths} months`,
    typed: [/\b(?<value>\d+) months, after which only aggregated\b/],
    rows: ['Website analytics records'],
  }),
  'analytics.optOutAddOn': {
    ...code(SITE_ANALYTICS.optOutAddOn, {prose: 'Google Analytics opt-out browser add-on'}),
    href: SITE_ANALYTICS.optOutAddOn,
  },

  // Product guide (pw1): alerting (src/data/alerts.ts), release health (releaseHealth.ts), Core
  // Web Vitals thresholds (webVitals.ts).
  'alerts.evaluation': quantity(ALERTS.evaluationSeconds, 'seconds', {
    typed: [/\brules? (?:are|is) evaluated every (?<value>\d+) (?:seconds|minutes?)\b/],
  }),
  'alerts.windows': fact(windowsProse()),
  'alerts.defaultWindow': fact(ALERTS.defaultWindowMinutes, {
    prose: durationProse(ALERTS.defaultWindowMinutes),
    typed: [/\bnew rules? (?:starts?|looks?) (?:with|back over) (?:a window of )?(?<value>\d+) minutes\b/],
  }),
  'alerts.minVolume': fact(ALERTS.minVolume, {
    typed: [/\bat least (?<value>\d+) sessions or requests\b/],
  }),
  'alerts.renotify': quantity(ALERTS.renotifyMinutes, 'minutes', {
    typed: [/\bnotifies again (?:no sooner than|after|every) (?<value>\d+) minutes\b/],
  }),
  // The one rule for repeat and resolve messages (decided once; the notification pages link to it).
  'alerts.states': fact(listOf(ALERTS.states, 'and'), {
    prose: listOf(
      ALERTS.states.map((state) => `**${state}**`),
      'and',
    ),
  }),
  'alerts.maxRules': fact(ALERTS.maxRulesPerApp, {rows: ['Alert rules per app']}),
  'alerts.channels': fact(listOf(ALERTS.channels, 'or')),
  'alerts.filters': fact(listOf(ALERTS.filters, 'and'), {
    typed: [/\bfilters are app versions, OS names and countries\b/],
  }),
  'releaseHealth.minSessions': fact(RELEASE_HEALTH.minSessions, {
    typed: [/\bat least (?<value>\d+) ended sessions\b/],
  }),
  'releaseHealth.adoption': fact(`${RELEASE_HEALTH.adoptionPercent}%`),
  'releaseHealth.crashFreeSessionsQuery': code(RELEASE_HEALTH.crashFreeSessionsQuery, {typed: []}),
  'releaseHealth.crashFreeSessionsByVersion': code(RELEASE_HEALTH.crashFreeSessionsByVersion, {typed: []}),
  'releaseHealth.example.version': fact(RELEASE_HEALTH.example.version),
  'releaseHealth.example.sessions': fact(RELEASE_HEALTH.example.sessions),
  'releaseHealth.example.crashedSessions': fact(RELEASE_HEALTH.example.crashedSessions),
  'releaseHealth.example.users': fact(RELEASE_HEALTH.example.users),
  'releaseHealth.example.crashedUsers': fact(RELEASE_HEALTH.example.crashedUsers),
  'releaseHealth.example.crashFreeSessions': fact(EXAMPLE_RATES.crashFreeSessions),
  'releaseHealth.example.crashFreeUsers': fact(EXAMPLE_RATES.crashFreeUsers),
  'boards.maxWidgets': fact(BOARDS.maxWidgets, {rows: ['Widgets per board']}),
  'boards.maxPerApp': fact(BOARDS.maxPerApp, {rows: ['Boards per app']}),
  'boards.refresh': quantity(BOARDS.refreshSeconds, 'seconds', {
    typed: [/\bboards? (?:reloads?|refresh(?:es)?) (?:its widgets )?every (?<value>\d+) seconds\b/],
  }),
  'journeys.maxSteps': fact(JOURNEYS.maxSteps, {rows: ['Steps per journey']}),
  'journeys.maxPerApp': fact(JOURNEYS.maxPerApp, {rows: ['Journeys per app']}),
  ...Object.fromEntries(
    JOURNEY_EXAMPLE.steps.map((entry, index) => [`journeys.example.step${index + 1}`, fact(entry.sessions)]),
  ),
  'journeys.example.conversion': fact(journeyExampleFigures().conversion),
  'journeys.example.largestDrop': fact(journeyExampleFigures().largestDrop),
  'journeys.example.crashed': fact(JOURNEY_EXAMPLE.crashedAtLargestDrop),
  'webVitals.minWebSdk': fact(WEB_VITALS.minWebSdk, {prose: `\`${WEB_VITALS.minWebSdk}\``}),
  // The dashboard's address (src/constants.ts), and lists the product guide's landing page states (metrics.ts).
  'urls.dashboard': {...code(URLS.dashboard, {typed: [/\bdash\.argus\.example\.com\b/]}), href: URLS.dashboard},
  'destinations.vendors': fact(DATA_DESTINATIONS.vendors.map((vendor) => vendor.name).join(', '), {
    prose: listOf(
      DATA_DESTINATIONS.vendors.map((vendor) => vendor.name),
      'and',
    ),
  }),
  'customMetrics.sources': fact(CUSTOM_METRICS.sources.join(', '), {prose: listOf([...CUSTOM_METRICS.sources], 'and')}),
  'webVitals.percentile': fact(`p${WEB_VITALS.percentile}`),
  ...Object.fromEntries(
    WEB_VITALS.thresholds.flatMap((vital) => [
      [`webVitals.${vital.label}.good`, fact(vital.good)],
      [`webVitals.${vital.label}.poor`, fact(vital.poor)],
    ]),
  ),

  // Commitments the legal pages make.
  'legal.breachNotice': quantity(DATA_HANDLING.breachNoticeHours, 'hours', {
    typed: [/\bnotify you [^.]*within (?<value>\d+) hours\b/],
  }),
  'legal.subprocessorNotice': quantity(DATA_HANDLING.subprocessorNoticeDays, 'days', {
    typed: [
      /\bat least (?<value>\d+) days before a new subprocessor\b/,
      /\bwithin the (?<value>\d+)-day notice period\b/,
    ],
  }),
  // Product guide: crashes, exceptions, logs and network (src/data/crashes.ts, severity.ts,
  // networkGrouping.ts).
  // How many top frames of your app's code decide a group, spelled as prose counts it: "three".
  'crashes.groupingFrames': fact(CRASH_GROUPING.frames.count, {prose: CRASH_GROUPING.frames.word}),
  // The default of the Android option that turns NDK crash capture on, from the API data.
  'crashes.nativeCaptureDefault': code(
    parameterDefault(androidApi, 'ArgusOptions.ArgusOptions', 'nativeCrashCaptureEnabled'),
    {typed: [/\bnativeCrashCaptureEnabled`? \(off by default\)/]},
  ),
  'crashTags.maxPerReport': fact(CRASH_TAGS.maxPerReport, {
    typed: [/\b(?:up to|at most) (?<value>\d+) tags (?:per|on a|on each) (?:crash )?report\b/],
    rows: ['Tags per report'],
  }),
  'crashTags.fromProperties': fact(CRASH_TAGS.propertiesPerReport, {
    typed: [/\b(?:up to|at most) (?<value>\d+) session properties (?:become|are copied as) tags\b/],
  }),
  'crashTags.maxKey': quantity(CRASH_TAGS.maxKeyCharacters, 'characters', {typed: []}),
  'crashTags.maxValue': quantity(CRASH_TAGS.maxValueCharacters, 'characters', {typed: []}),
  'severity.window': quantity(SEVERITY.windowHours, 'hours', {
    typed: [/\bseverity score[^.]{0,80}\bover the (?:last|past) (?<value>\d+) hours\b/],
  }),
  'severity.refresh': quantity(SEVERITY.refreshMinutes, 'minutes', {
    typed: [
      /\b(?:severity )?scores? (?:are |is )?(?:re)?(?:computed|calculated|updated) every (?<value>\d+) minutes\b/,
    ],
  }),
  'severity.maxScore': fact(SEVERITY.maxScore, {typed: [/\bscore (?:runs |goes )?from 0 to (?<value>\d+)\b/]}),
  'severity.maxHandledOnly': fact(MAX_SCORE_HANDLED_ONLY),
  'severity.logLevels': fact(listOf(LOG_LEVELS, 'or')),
  // The platforms on each side of severity.logStacks, as short lists: "Android, Flutter and Unity".
  'severity.logStacksWith': fact(listOf(LOG_STACKS.withStack, 'and')),
  'severity.logStacksWithout': fact(listOf(LOG_STACKS.withoutStack, 'and')),
  'severity.logsMetric': code(metricName('argus_logs_total'), {typed: []}),
  'severity.logsLabel': code(metricLabel('argus_logs_total', 'severity'), {typed: []}),
  'network.requestsMetric': code(metricName('argus_network_requests_total'), {typed: []}),
  'network.durationMetric': code(metricName('argus_network_request_duration_seconds'), {typed: []}),
  'network.groupLabel': code(metricLabel('argus_network_requests_total', 'path_group'), {typed: []}),
  'network.methodLabel': code(metricLabel('argus_network_requests_total', 'method'), {typed: []}),
  'network.domainLabel': code(metricLabel('argus_network_requests_total', 'domain'), {typed: []}),
  'network.statusClasses': fact(
    listOf(
      STATUS_CLASSES.map((value) => `\`${value}\``),
      'or',
    ),
    {typed: []},
  ),
  // What counts as a failed request, in the Network area, its alert condition and the session filter.
  'network.error': fact(NETWORK_ERROR, {typed: [/\b5xx`? status or no response at all\b/]}),
  'network.statusClassLabel': code(metricLabel('argus_network_requests_total', 'status_class'), {typed: []}),
  'network.maxGroupingRules': fact(GROUPING.maxRulesPerApp, {
    typed: [/\b(?:up to|at most) (?<value>\d+) grouping rules\b/],
  }),
  'network.maxPatternLength': quantity(GROUPING.maxPatternCharacters, 'characters', {typed: []}),
  'network.maxGroupValues': fact(GROUPING.maxValuesPerRule, {
    typed: [/\b(?:rule keeps|keeps|up to|at most) (?:up to )?(?<value>\d+) values\b/],
  }),
};

/** Ids that share the first segment of `id`, for an error message that suggests the right one. */
export function factsLike(id: string): string[] {
  const prefix = id.split('.')[0] ?? '';
  return Object.keys(FACTS).filter((key) => key.split('.')[0] === prefix);
}
