/**
 * Builds a legacy line's API description from the current line's and what differs in the legacy
 * line, so a legacy module states only its differences: members removed, renamed or with another
 * signature, and what the legacy line has that the current one does not.
 *
 * Every group, symbol and member a delta names must exist in the base description; the helper
 * throws otherwise, so a change to the current line's API that leaves a delta behind fails the
 * build and the unit tests instead of going unnoticed.
 */
import type {ApiExample, ApiGroup, ApiId, ApiLanguage, ApiMember, ApiSymbol, SdkApi} from './types';

/** Marks a group, symbol or member of the base description that the legacy line does not have. */
export const REMOVED = 'removed';

/** Fields of a member that differ in the legacy line; `name` renames it. */
export type MemberChange = Partial<ApiMember>;

export interface SymbolDelta {
  /** The symbol's name in the legacy line, when it differs. */
  readonly name?: string;
  readonly kind?: ApiSymbol['kind'];
  readonly description?: string;
  /**
   * Version that introduced the symbol; also the `since` of the members kept from the base that the
   * base dates after the legacy line's last release.
   */
  readonly since?: string;
  /** Changes by member name (every overload of that name), or `REMOVED`. */
  readonly members?: Readonly<Record<string, MemberChange | typeof REMOVED>>;
  /** Members only the legacy line has, after the kept ones. */
  readonly added?: readonly ApiMember[];
}

export interface GroupDelta {
  readonly title?: string;
  readonly description?: string;
  /** The legacy line's example; give one whenever the group's calls differ. */
  readonly example?: ApiExample;
  /** Changes by symbol name, or `REMOVED`. */
  readonly symbols?: Readonly<Record<string, SymbolDelta | typeof REMOVED>>;
  /** Symbols only the legacy line has, after the kept ones. */
  readonly added?: readonly ApiSymbol[];
}

export interface ApiDelta {
  readonly id: ApiId;
  readonly title: string;
  readonly version: string;
  /** First release of the legacy line: the default `since` of what is kept from the base. */
  readonly since: string;
  readonly importStatement?: string;
  readonly entryPoint?: string;
  /** How samples reach instance members, when the legacy line has no static ones (see `SdkApi`). */
  readonly instanceAccessor?: string;
  readonly language?: ApiLanguage;
  readonly alsoCheckedIn?: readonly ApiLanguage[];
  /** Changes to every symbol kept from the base, under its own, e.g. a class where 6.x has an enum. */
  readonly eachSymbol?: (symbol: ApiSymbol) => Pick<SymbolDelta, 'kind' | 'description'>;
  /** Applied to every member kept from the base before its own change, e.g. to drop `static`. */
  readonly eachMember?: (member: ApiMember, symbol: ApiSymbol) => ApiMember;
  /** Changes by group id, or `REMOVED`. */
  readonly groups?: Readonly<Record<string, GroupDelta | typeof REMOVED>>;
  /** Groups only the legacy line has, after the kept ones. */
  readonly added?: readonly ApiGroup[];
}

function unknownKeys(where: string, keys: readonly string[], known: ReadonlySet<string>): void {
  const unknown = keys.filter((key) => !known.has(key));
  if (unknown.length > 0) {
    throw new Error(`${where}: the base API has no ${unknown.join(', ')}.`);
  }
}

/** Whether version `a` is later than `b` (`major.minor.patch`). */
export function isLater(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, {numeric: true}) > 0;
}

function deriveMember(
  base: ApiMember,
  symbol: ApiSymbol,
  since: string,
  delta: ApiDelta,
  change: MemberChange | undefined,
): ApiMember {
  const {deprecated, ...rest} = delta.eachMember ? delta.eachMember(base, symbol) : base;
  // History after the legacy line's last release did not happen in it: such a member is dated by the
  // legacy line, and such a deprecation dropped, unless the change states them.
  const kept = {...rest, since: isLater(rest.since, delta.version) ? since : rest.since};
  return {
    ...kept,
    ...(deprecated === undefined || isLater(deprecated.since, delta.version) ? {} : {deprecated}),
    ...change,
  };
}

function deriveSymbol(where: string, base: ApiSymbol, api: ApiDelta, delta: SymbolDelta | undefined): ApiSymbol {
  const changes = delta?.members ?? {};
  unknownKeys(`${where} ${base.name}`, Object.keys(changes), new Set(base.members.map((member) => member.name)));
  const since = delta?.since ?? (isLater(base.since, api.version) ? api.since : base.since);
  const common = api.eachSymbol?.(base) ?? {};
  const kept = base.members.flatMap((member) => {
    const change = changes[member.name];
    return change === REMOVED ? [] : [deriveMember(member, base, since, api, change)];
  });
  return {
    name: delta?.name ?? base.name,
    kind: delta?.kind ?? common.kind ?? base.kind,
    description: delta?.description ?? common.description ?? base.description,
    since,
    members: [...kept, ...(delta?.added ?? [])],
    ...(base.acceptsPropsOf === undefined ? {} : {acceptsPropsOf: base.acceptsPropsOf}),
  };
}

function deriveGroup(where: string, base: ApiGroup, api: ApiDelta, delta: GroupDelta | undefined): ApiGroup {
  const changes = delta?.symbols ?? {};
  unknownKeys(`${where} ${base.id}`, Object.keys(changes), new Set(base.symbols.map((symbol) => symbol.name)));
  const kept = base.symbols.flatMap((symbol) => {
    const change = changes[symbol.name];
    return change === REMOVED ? [] : [deriveSymbol(`${where} ${base.id}`, symbol, api, change)];
  });
  return {
    id: base.id,
    title: delta?.title ?? base.title,
    description: delta?.description ?? base.description,
    symbols: [...kept, ...(delta?.added ?? [])],
    example: delta?.example ?? base.example,
  };
}

/** The legacy line's API description: `base` with `delta` applied. */
export function deriveApi(base: SdkApi, delta: ApiDelta): SdkApi {
  const where = `${delta.id} API over ${base.id}`;
  const changes = delta.groups ?? {};
  unknownKeys(where, Object.keys(changes), new Set(base.groups.map((group) => group.id)));
  const kept = base.groups.flatMap((group) => {
    const change = changes[group.id];
    return change === REMOVED ? [] : [deriveGroup(where, group, delta, change)];
  });
  const alsoCheckedIn = delta.alsoCheckedIn ?? base.alsoCheckedIn;
  const instanceAccessor = delta.instanceAccessor ?? base.instanceAccessor;
  return {
    id: delta.id,
    title: delta.title,
    version: delta.version,
    language: delta.language ?? base.language,
    ...(alsoCheckedIn === undefined ? {} : {alsoCheckedIn}),
    entryPoint: delta.entryPoint ?? base.entryPoint,
    ...(instanceAccessor === undefined ? {} : {instanceAccessor}),
    importStatement: delta.importStatement ?? base.importStatement,
    groups: [...kept, ...(delta.added ?? [])],
  };
}
