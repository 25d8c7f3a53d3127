/**
 * The Sessions area of the dashboard (docs/product/sessions/): the session filter grammar, the rules
 * of stitched sessions and what the user timeline shows. PRODUCT.md names the concepts; everything
 * more precise was decided here once, and the product guide's session pages render or state it.
 */
import {PLATFORM_ORDER} from './product';
import {EXIT_TYPES} from './troubleshooting';
import {NETWORK_ERROR} from './networkGrouping';

/** A comparison the filter bar accepts, as typed in a filter expression. */
export interface FilterOperator {
  readonly symbol: string;
  readonly meaning: string;
}

export const FILTER_OPERATORS = [
  {symbol: '=', meaning: 'equals the value (text is compared without regard to case)'},
  {symbol: '!=', meaning: 'does not equal the value, or the field is not set'},
  {symbol: '~', meaning: 'contains the value as a substring'},
  {symbol: '!~', meaning: 'does not contain the value'},
  {symbol: '>', meaning: 'greater than (numbers, durations and versions)'},
  {symbol: '>=', meaning: 'greater than or equal to'},
  {symbol: '<', meaning: 'less than'},
  {symbol: '<=', meaning: 'less than or equal to'},
  {symbol: 'in', meaning: 'equals one of the values of a parenthesized, comma-separated list'},
  {symbol: 'exists', meaning: 'the field is set, whatever its value; takes no value'},
] as const satisfies readonly FilterOperator[];

export type OperatorSymbol = (typeof FILTER_OPERATORS)[number]['symbol'];

/** The kinds of value a field holds, which decide how `>` and `<` compare. */
export type FilterValueKind = 'text' | 'version' | 'duration' | 'number' | 'enum' | 'id';

export interface FilterField {
  /** The field as typed; `<key>` stands for a session property key. */
  readonly name: string;
  readonly kind: FilterValueKind;
  readonly operators: readonly OperatorSymbol[];
  readonly description: string;
  /** The values an `enum` field accepts. */
  readonly values?: readonly string[];
  /** One clause that uses the field, as typed in the filter bar. */
  readonly example: string;
}

const TEXT: readonly OperatorSymbol[] = ['=', '!=', '~', '!~', 'in', 'exists'];
const ORDERED: readonly OperatorSymbol[] = ['=', '!=', '>', '>=', '<', '<=', 'in'];
const ENUM: readonly OperatorSymbol[] = ['=', '!=', 'in'];

/** How a session ended, as the `session.end` field and the session list name it. */
export const SESSION_ENDS: readonly string[] = ['clean_exit', ...EXIT_TYPES];

/** What the `has` field matches: a session that holds at least one of these. */
export const SESSION_CONTENTS = ['crash', 'exception', 'error_log', 'network_error', 'failed_span'] as const;

/** Each `has` value as the stitched timeline's Signals column counts it, in the same order. */
export const SESSION_CONTENT_LABELS: Readonly<Record<(typeof SESSION_CONTENTS)[number], string>> = {
  crash: 'crashes',
  exception: 'exceptions',
  error_log: 'error logs',
  network_error: 'failed network requests',
  failed_span: 'failed spans',
};

/**
 * What makes an event count for each `has` value. A failed request is one the Network area counts
 * under Errors (status class `5xx` or `error`); a failed span is one the trace list counts in its
 * failure rate (outcome `failure`), so the filter and those areas agree on one session.
 */
export const SESSION_CONTENT_MEANINGS = {
  network_error: `a network request that got ${NETWORK_ERROR}, as the Network area counts errors; a \`4xx\` response does not count`,
  failed_span:
    'a span that ended with the `failure` outcome, as the trace failure rate counts it; `user_abandon` and `unknown` do not count',
} as const satisfies Partial<Record<(typeof SESSION_CONTENTS)[number], string>>;

export const FILTER_FIELDS: readonly FilterField[] = [
  {
    name: 'session.id',
    kind: 'id',
    operators: ['=', 'in'],
    description: 'The session ID that the current session ID API returns.',
    example: 'session.id = "3f9c2a7e41d04b6a9e2f1c8d7b6a5e4f"',
  },
  {
    name: 'user.id',
    kind: 'text',
    operators: TEXT,
    description: 'The user identifier the app set.',
    example: 'user.id = "u-1042"',
  },
  {
    name: 'user.name',
    kind: 'text',
    operators: TEXT,
    description: 'The username the app set.',
    example: 'user.name ~ "lee"',
  },
  {
    name: 'user.email',
    kind: 'text',
    operators: TEXT,
    description: 'The email the app set.',
    example: 'user.email ~ "@example.com"',
  },
  {
    name: 'user.persona',
    kind: 'text',
    operators: ['=', '!=', 'in'],
    description: 'A persona the user had during the session; `=` matches when any of the personas equals the value.',
    example: 'user.persona in ("beta_tester", "premium")',
  },
  {
    name: 'session.property.<key>',
    kind: 'text',
    operators: TEXT,
    description: 'The value of one session property, permanent or not, as the session last held it.',
    example: 'session.property.plan = "team"',
  },
  {
    name: 'platform',
    kind: 'enum',
    operators: ENUM,
    values: PLATFORM_ORDER,
    description: 'The SDK that recorded the session.',
    example: 'platform in (android, ios)',
  },
  {
    name: 'app.version',
    kind: 'version',
    operators: ORDERED,
    description:
      'The app version; `>` and `<` compare versions part by part, so 2.10.0 is above 2.9.1. A version may carry a suffix after `-` or `+`, such as `2.4.0-beta`; a version with a `-` suffix sorts below the same version without it.',
    example: 'app.version >= 2.4.0',
  },
  {
    name: 'os.name',
    kind: 'text',
    operators: ['=', '!=', 'in'],
    description: 'The operating system, or the browser on the web.',
    example: 'os.name = Android',
  },
  {
    name: 'os.version',
    kind: 'version',
    operators: ORDERED,
    description: 'The operating system or browser version, compared part by part.',
    example: 'os.version < 14',
  },
  {
    name: 'device.model',
    kind: 'text',
    operators: TEXT,
    description: 'The device model as the operating system reports it.',
    example: 'device.model ~ "Pixel"',
  },
  {
    name: 'country',
    kind: 'text',
    operators: ['=', '!=', 'in'],
    description: 'The two-letter country code, worked out from the IP address when the session arrived.',
    example: 'country in (DE, FR)',
  },
  {
    name: 'session.duration',
    kind: 'duration',
    operators: ['>', '>=', '<', '<='],
    description: 'How long the session lasted, written with a unit: `s`, `m` or `h`.',
    example: 'session.duration > 10m',
  },
  {
    name: 'session.end',
    kind: 'enum',
    operators: ENUM,
    values: SESSION_ENDS,
    description: 'How the session ended.',
    example: 'session.end in (crash, oom)',
  },
  {
    name: 'has',
    kind: 'enum',
    operators: ['=', '!='],
    values: SESSION_CONTENTS,
    description: 'Whether the session holds at least one event of the kind.',
    example: 'has = failed_span',
  },
  {
    name: 'view',
    kind: 'text',
    operators: ['=', '!=', '~'],
    description: 'A screen, view or page route the user opened during the session.',
    example: 'view = CheckoutActivity',
  },
  {
    name: 'span.name',
    kind: 'text',
    operators: ['=', '!=', '~'],
    description: 'The name of a span recorded in the session.',
    example: 'span.name = checkout',
  },
] as const;

/** How clauses combine: the words of the grammar, in order of precedence, highest first. */
export const FILTER_COMBINATORS = [
  {word: '( )', meaning: 'groups clauses, evaluated first'},
  {word: 'NOT', meaning: 'negates the clause or group that follows'},
  {word: 'AND', meaning: 'both sides match; two clauses side by side with no word between them mean AND'},
  {word: 'OR', meaning: 'either side matches'},
] as const;

/** Rules every value follows, as the filter page states them. */
export const FILTER_VALUES = {
  propertyKeys:
    'a session property key is typed after `session.property.` as your code set it, in any letter case; a key that holds a space, a comma, a parenthesis, a double quote or one of the characters `=`, `!`, `~`, `<` and `>` cannot be typed in a filter, so name keys in snake case',
  durationUnits: ['s', 'm', 'h'],
} as const;

/**
 * How a property key is matched where you search by one: the session filter (`session.property.<key>`)
 * and the Logs search (`key:value`) follow the same rule.
 */
export const PROPERTY_KEY_CASE =
  'a property key matches in any letter case but must otherwise be spelled as your code set it, so `Order_ID` finds `order_id` while `orderId` does not';

/** Whole expressions, each with what it finds: the worked examples of the filter page. */
export const FILTER_EXAMPLES = [
  {
    expression: 'app.version >= 2.4.0 AND session.end = crash AND view = CheckoutActivity',
    finds: 'crashed sessions of 2.4.0 and later in which the user opened the checkout screen',
  },
  {
    expression: 'user.persona = "beta_tester" AND (has = exception OR has = error_log)',
    finds: 'beta testers whose sessions hold a handled exception or an error log',
  },
  {
    expression: 'platform = web AND session.duration > 30m AND NOT session.property.plan exists',
    finds: 'long web sessions of visitors with no plan property',
  },
  {
    expression: 'os.name = iOS os.version < 15 has = network_error',
    finds: 'sessions on iOS 14 and older that hold a failed network request (clauses side by side are joined by AND)',
  },
] as const;

/** How many saved filters each user and each app keep. */
export const SAVED_FILTERS = {
  perUser: 50,
  sharedPerApp: 100,
} as const;

/** Stitched sessions: when Argus joins one user's sessions across a web app and mobile apps. */
export const STITCHING = {
  conditions: [
    'the apps are in the same region, `us` or `eu`',
    'every app sets the same user identifier for the user',
    'the web app is linked to each mobile app in its settings',
  ],
  /** How sessions are put on one timeline. */
  ordering:
    'the stitched timeline shows the sessions of every linked app in the order of their start times, each marked with its platform, and sessions that overlap in time are shown side by side',
  /** How many mobile apps one web app may link. */
  maxLinkedApps: 5,
} as const;

/**
 * What the Users figure of a list counts, in the Sessions, Traces, Crashes and Exceptions areas alike
 * (PRODUCT.md's user identity: a user identifier the app sets after login).
 */
export const USERS_COUNT = 'distinct user IDs, counting the device when no user ID is set';

/** Where the time of an event comes from, in every area that shows one (timeline, logs, traces). */
export const EVENT_TIMES =
  'the SDK stamps each event with the device clock, and Argus corrects the stamps on arrival by the difference between the device clock and its own when the batch was sent, so a device whose clock is set wrong still shows the session at the right time; a clock changed while the session ran leaves a jump between the events recorded before and after the change';

/** The rows of the user timeline, in the order of its legend. */
export const TIMELINE_ROWS = [
  {row: 'Views', holds: 'screens, views and page routes, with how long each stayed on screen'},
  {row: 'Network', holds: 'network requests with method, URL, status and duration'},
  {row: 'Logs', holds: 'logs at info, warning and error level, with their properties'},
  {
    row: 'Breadcrumbs',
    holds:
      'the breadcrumbs your code added, and the tap and click breadcrumbs the SDKs record, each naming the control that received it',
  },
  {row: 'Spans', holds: 'the spans of the session, as bars from start to end'},
  {row: 'Exceptions', holds: 'handled exceptions with their severity score'},
  {row: 'App state', holds: 'foreground and background changes, low memory warnings and the end of the session'},
] as const;

/**
 * A session property field: `session.property.` (in any case, as every field name) and a key of any
 * characters the tokenizer keeps in one word, as `FILTER_VALUES.propertyKeys` says.
 */
const PROPERTY_FIELD = /^session\.property\.[^\s(),"=!~<>]+$/i;
const OPERATOR_TOKEN = /^(?:!=|!~|>=|<=|=|~|>|<)$/;
const VALUE_SHAPES: Partial<Record<FilterValueKind, RegExp>> = {
  version: /^\d+(?:\.\d+)*(?:[-+][0-9A-Za-z][0-9A-Za-z.+-]*)?$/,
  duration: new RegExp(`^\\d+(?:${FILTER_VALUES.durationUnits.join('|')})$`),
  number: /^\d+(?:\.\d+)?$/,
};

/** The field a name stands for, `session.property.plan` standing for `session.property.<key>`. */
export function filterFieldOf(name: string): FilterField | undefined {
  const lower = name.toLowerCase();
  const key = PROPERTY_FIELD.test(name) ? 'session.property.<key>' : lower;
  return FILTER_FIELDS.find((field) => field.name === key);
}

interface Token {
  readonly text: string;
  readonly quoted: boolean;
}

function tokenize(expression: string, problems: string[]): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < expression.length) {
    const char = expression.charAt(index);
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === '"') {
      let end = index + 1;
      let text = '';
      while (end < expression.length && expression.charAt(end) !== '"') {
        if (expression.charAt(end) === '\\' && end + 1 < expression.length) end += 1;
        text += expression.charAt(end);
        end += 1;
      }
      if (end >= expression.length) problems.push(`unterminated quoted value at ${index}`);
      tokens.push({text, quoted: true});
      index = end + 1;
    } else if ('(),'.includes(char)) {
      tokens.push({text: char, quoted: false});
      index += 1;
    } else {
      const operator = /^(?:!=|!~|>=|<=|=|~|>|<)/.exec(expression.slice(index));
      if (operator) {
        tokens.push({text: operator[0], quoted: false});
        index += operator[0].length;
      } else {
        const word = /^[^\s(),"=!~<>]+/.exec(expression.slice(index));
        const text = word?.[0] ?? char;
        tokens.push({text, quoted: false});
        index += text.length;
      }
    }
  }
  return tokens;
}

/**
 * The problems of a filter expression against the grammar above: unknown fields, operators a field
 * does not take, values of the wrong shape, unbalanced parentheses. An empty list means it parses.
 */
export function checkSessionFilter(expression: string): string[] {
  const problems: string[] = [];
  const tokens = tokenize(expression, problems);
  let position = 0;
  const peek = (): Token | undefined => tokens[position];
  const isWord = (token: Token | undefined, word: string): boolean =>
    token !== undefined && !token.quoted && token.text.toUpperCase() === word;

  const checkValue = (field: FilterField, token: Token | undefined): void => {
    if (
      token === undefined ||
      (!token.quoted && '(),'.includes(token.text)) ||
      (!token.quoted && OPERATOR_TOKEN.test(token.text))
    ) {
      problems.push(`${field.name} needs a value`);
      return;
    }
    const value = token.text.toLowerCase();
    if (field.values !== undefined && !field.values.some((allowed) => allowed.toLowerCase() === value)) {
      problems.push(`${field.name} takes ${field.values.join(', ')}, not "${token.text}"`);
    }
    const shape = VALUE_SHAPES[field.kind];
    if (shape !== undefined && !shape.test(token.text)) {
      problems.push(`"${token.text}" is not a ${field.kind} value for ${field.name}`);
    }
  };

  const clause = (): void => {
    const name = peek();
    position += 1;
    const field = name === undefined || name.quoted ? undefined : filterFieldOf(name.text);
    if (field === undefined) {
      problems.push(`unknown field "${name?.text ?? ''}"`);
      return;
    }
    const operatorToken = peek();
    position += 1;
    const operator = operatorToken?.text.toLowerCase() ?? '';
    if (!field.operators.some((allowed) => allowed === operator)) {
      problems.push(`${field.name} does not take the operator "${operatorToken?.text ?? ''}"`);
      return;
    }
    if (operator === 'exists') return;
    if (operator === 'in') {
      if (peek()?.text !== '(') {
        problems.push(`in needs a parenthesized list after ${field.name}`);
        return;
      }
      position += 1;
      for (;;) {
        checkValue(field, peek());
        position += 1;
        const next = peek();
        position += 1;
        if (next?.text === ')') return;
        if (next?.text !== ',') {
          problems.push(`the list after ${field.name} in is not closed`);
          return;
        }
      }
    }
    checkValue(field, peek());
    position += 1;
  };

  const primary = (): void => {
    if (isWord(peek(), 'NOT')) {
      position += 1;
      primary();
    } else if (peek()?.text === '(' && peek()?.quoted === false) {
      position += 1;
      or();
      if (peek()?.text !== ')') problems.push('a parenthesis is not closed');
      position += 1;
    } else {
      clause();
    }
  };

  const and = (): void => {
    primary();
    for (;;) {
      const next = peek();
      if (next === undefined || isWord(next, 'OR') || (next.text === ')' && !next.quoted)) return;
      if (isWord(next, 'AND')) position += 1;
      primary();
    }
  };

  function or(): void {
    and();
    while (isWord(peek(), 'OR')) {
      position += 1;
      and();
    }
  }

  if (tokens.length === 0) return ['the expression is empty'];
  or();
  if (position < tokens.length) problems.push(`unexpected "${tokens[position]?.text ?? ''}"`);
  return problems;
}
