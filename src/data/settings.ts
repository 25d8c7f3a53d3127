/**
 * The Settings area of the dashboard as the product guide describes it (docs/product/settings/):
 * roles and what each may do, API token types and their rules, webhook events with the schema of
 * each payload, the delivery headers and the signature, single sign-on fields, and the limits of
 * notifications and data usage. Pages render the tables from here and state the numbers as facts
 * (the "Settings" block of src/data/facts.ts), so a rule changes in one place.
 */
import {URLS} from '../constants';
import {INTEGRATION_STATUSES} from './metrics';
import {IDENTIFIERS, REGIONS} from './product';
import {EXIT_TYPES} from './troubleshooting';

// Roles ------------------------------------------------------------------------------------------

export type RoleId = 'admin' | 'member' | 'viewer';

export interface Role {
  readonly id: RoleId;
  readonly label: string;
  /** One sentence: who the role is for. */
  readonly summary: string;
}

/** The roles a user holds in an organization, from the most to the least access. */
export const ROLES: readonly Role[] = [
  {id: 'admin', label: 'Admin', summary: 'Runs the organization: people, access, tokens, integrations and billing.'},
  {
    id: 'member',
    label: 'Member',
    summary: 'Works with the data: investigates, tags issues and builds boards and alerts.',
  },
  {
    id: 'viewer',
    label: 'Viewer',
    summary: 'Reads every area of the apps their teams hold, and changes nothing others see.',
  },
];

export interface Permission {
  readonly action: string;
  /** The roles allowed to do it. */
  readonly roles: readonly RoleId[];
}

/** What each role may do. Access to an app comes from a team that holds it (see TEAMS). */
export const PERMISSIONS: readonly Permission[] = [
  {
    action: 'View sessions, crashes, exceptions, logs, network, traces and boards',
    roles: ['admin', 'member', 'viewer'],
  },
  {action: 'Set personal preferences and notification settings', roles: ['admin', 'member', 'viewer']},
  {action: 'Save your own session filters', roles: ['admin', 'member', 'viewer']},
  {action: 'Share saved session filters with everyone who sees the app', roles: ['admin', 'member']},
  {action: 'Tag, assign, resolve and ignore issues', roles: ['admin', 'member']},
  {action: 'Create and edit boards, journeys, custom metrics and alerts', roles: ['admin', 'member']},
  {action: 'Upload dSYM files by hand', roles: ['admin', 'member']},
  {
    action:
      'Change app settings (hard cap, network capture rules and key, grouping rules, version picker, stitched sessions)',
    roles: ['admin'],
  },
  {action: 'Change security settings (allowed origins)', roles: ['admin']},
  {action: 'Create and revoke API tokens', roles: ['admin']},
  {action: 'Connect Slack, webhooks and data destinations', roles: ['admin']},
  {action: 'Invite and remove users, change roles, manage teams', roles: ['admin']},
  {action: 'Configure single sign-on', roles: ['admin']},
  {action: 'Create and delete apps', roles: ['admin']},
];

/** How teams give access, and the rules around roles. */
export const TEAMS = {
  /** The role a user gets when invited without one, and when single sign-on creates the account. */
  defaultRole: 'viewer' as RoleId,
  /** How long an invitation link stays valid. */
  inviteExpiryDays: 7,
  /** An organization always keeps at least this many admins; the last one cannot be removed or demoted. */
  minAdmins: 1,
  access:
    'a user sees an app when one of their teams holds it, and acts on it with their organization role; an admin sees every app',
  /** Removing a user while single sign-on is set up. */
  removal:
    'a user you remove in Argus who is still assigned to the Argus app in your identity provider gets a new account at their next sign-in through it, so unassign them there first',
} as const;

/** The App ID: the public identifier every SDK starts with. */
export const APP_ID = {
  format: `${IDENTIFIERS.exampleAppId.length} characters, letters and digits, such as \`${IDENTIFIERS.exampleAppId}\``,
} as const;

const roleLabels = (roles: readonly RoleId[]): string =>
  roles.map((id) => ROLES.find((role) => role.id === id)?.label ?? id).join(' or ');
const appsPermission = PERMISSIONS.find((permission) => permission.action === 'Create and delete apps');

const regionChoice = REGIONS.map((region) =>
  region.isDefault ? `\`${region.id}\` (the default)` : `\`${region.id}\``,
).join(' or ');

/** Creating and deleting an app (the dashboard's Create app form). */
export const APPS = {
  /** The data region chosen in the form. */
  region: `${regionChoice}; Argus stores everything the app sends in that region, and the region cannot be changed once the app exists`,
  /** Who may create an app (and delete one), from PERMISSIONS. */
  createRole: `creating an app takes the ${roleLabels(appsPermission?.roles ?? ['admin'])} role`,
  deletion: 'deleting an app removes it with all its data, tokens and integrations, and cannot be undone',
} as const;

/** What the Metrics API and the upload hosts answer when a token does not fit. */
export const TOKEN_STATUSES = {
  forbidden: 'the token is valid but was created for another app than the `app_id` of the request',
} as const;

// API tokens -------------------------------------------------------------------------------------

export interface TokenType {
  readonly id: 'upload' | 'metrics';
  readonly label: string;
  /** What the token may do, as a sentence fragment. */
  readonly scope: string;
  readonly readOnly: boolean;
}

export const API_TOKEN_TYPES: readonly TokenType[] = [
  {
    id: 'upload',
    label: 'Upload',
    scope:
      'uploads dSYM files, Android mapping files and native symbols, and JavaScript source maps to the app it was created in',
    readOnly: false,
  },
  {
    id: 'metrics',
    label: 'Metrics API',
    scope: 'reads the standard and custom metrics of the app it was created in through the Metrics API',
    readOnly: true,
  },
];

export const API_TOKENS = {
  /** The form of a token's secret. */
  format: '32 hexadecimal characters',
  /** Active tokens an app may hold, of every type together. */
  maxPerApp: 25,
  /** Expiry choices offered when creating a token, in days; `null` is "never". */
  expiryDays: [30, 90, 365, null] as const,
  /** Days before expiry that admins get an email. */
  expiryWarningDays: 14,
} as const;

// Webhooks ---------------------------------------------------------------------------------------

export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';

export interface FieldSchema {
  readonly type: FieldType;
  readonly description: string;
  /** The field may be `null`. */
  readonly nullable?: boolean;
  /** Allowed values of a string. */
  readonly enum?: readonly string[];
  /** Fields of an object, all required. */
  readonly fields?: Readonly<Record<string, FieldSchema>>;
  /** Schema of each item of an array. */
  readonly items?: FieldSchema;
}

const str = (description: string, extra: Partial<FieldSchema> = {}): FieldSchema => ({
  type: 'string',
  description,
  ...extra,
});
const obj = (description: string, fields: Record<string, FieldSchema>): FieldSchema => ({
  type: 'object',
  description,
  fields,
});

const APP = obj('The dashboard app the event belongs to.', {
  id: str(`The App ID: ${APP_ID.format}.`),
  name: str('The app name shown in the dashboard.'),
});

export interface WebhookEvent {
  readonly name: string;
  /** When Argus sends it. */
  readonly when: string;
  /** The schema of `data`. */
  readonly data: Readonly<Record<string, FieldSchema>>;
}

/** The kinds of issue group a webhook names: every exit kind of the Crashes area, and handled exceptions. */
export const ISSUE_TYPES: readonly string[] = [...EXIT_TYPES, 'exception'];

const PLATFORM = str('The SDK platform.', {enum: ['android', 'ios', 'flutter', 'react-native', 'unity', 'web']});

const ALERT = obj('The alert rule.', {
  id: str('The rule ID.'),
  name: str('The rule name.'),
  url: str('The rule in the dashboard.'),
});

export const WEBHOOK_EVENTS: readonly WebhookEvent[] = [
  {
    name: 'alert.triggered',
    when: 'an alert rule fires: it goes from OK to Firing',
    data: {
      alert: ALERT,
      metric: str('What the rule measures, as the rule form names it.'),
      threshold: {type: 'number', description: 'The threshold the rule compares with.'},
      direction: str('Whether the rule fires above or below the threshold.', {enum: ['above', 'below']}),
      value: {type: 'number', description: 'The measured value that crossed the threshold.'},
      triggered_at: str('When the rule fired, ISO 8601 in UTC.'),
    },
  },
  {
    name: 'alert.resolved',
    when: 'an alert rule resolves: it goes from Firing back to OK',
    data: {
      alert: ALERT,
      value: {type: 'number', description: 'The measured value when the rule resolved.'},
      triggered_at: str('When the rule fired, ISO 8601 in UTC.'),
      resolved_at: str('When the rule resolved, ISO 8601 in UTC.'),
    },
  },
  {
    name: 'issue.created',
    when: 'a group in Crashes or Exceptions is seen for the first time',
    data: {
      issue: obj('The new group.', {
        id: str('The group ID.'),
        type: str('The kind of group: an exit kind of Crashes, or `exception`.', {enum: ISSUE_TYPES}),
        title: str('The group title: the exception type and message, or the signal.'),
        url: str('The group in the dashboard.'),
      }),
      app_version: str('The version in which the group first occurred.'),
      platform: PLATFORM,
      first_seen_at: str('When the first occurrence happened, ISO 8601 in UTC.'),
    },
  },
  {
    name: 'issue.regressed',
    // The regression rule itself has its home on the issue work flow page; a table cell only names the event.
    when: 'a group marked resolved regresses: it occurs again in the version it was resolved in or a later one',
    data: {
      issue: obj('The group that came back.', {
        id: str('The group ID.'),
        type: str('The kind of group: an exit kind of Crashes, or `exception`.', {enum: ISSUE_TYPES}),
        title: str('The group title.'),
        url: str('The group in the dashboard.'),
      }),
      resolved_in: str('The version the group was resolved in.'),
      app_version: str('The version it occurred in again.'),
      platform: PLATFORM,
      regressed_at: str('When it occurred again, ISO 8601 in UTC.'),
    },
  },
  {
    name: 'webhook.test',
    when: 'you select Send test event on the webhook',
    data: {
      message: str('A fixed text that names the webhook.'),
    },
  },
];

/** The envelope every event shares; `data` holds the event's own fields. */
export const WEBHOOK_ENVELOPE: Readonly<Record<string, FieldSchema>> = {
  id: str('The delivery ID, the same on every retry of this event; use it to drop duplicates.'),
  event: str('The event name.', {enum: WEBHOOK_EVENTS.map((event) => event.name)}),
  created_at: str('When Argus created the event, ISO 8601 in UTC.'),
  app: APP,
  data: {type: 'object', description: 'The fields of the event, below.'},
};

export interface WebhookHeader {
  readonly name: string;
  readonly value: string;
}

export const WEBHOOK_HEADERS: readonly WebhookHeader[] = [
  {name: 'Content-Type', value: '`application/json`'},
  {name: 'User-Agent', value: '`Argus-Webhooks/1`'},
  {name: 'X-Argus-Event', value: 'The event name, as in the `event` field.'},
  {name: 'X-Argus-Delivery', value: 'The delivery ID, as in the `id` field.'},
  {name: 'X-Argus-Timestamp', value: 'When this attempt was sent, in Unix seconds.'},
  {name: 'X-Argus-Signature', value: '`v1=` and the hexadecimal HMAC-SHA256 of the signed content.'},
];

export const WEBHOOKS = {
  maxPerApp: 10,
  timeoutSeconds: 10,
  /** Minutes after the first attempt at which each retry is sent. */
  retryMinutes: [1, 5, 30, 120, 360] as const,
  /** Oldest timestamp a receiver should accept, in minutes. */
  signatureToleranceMinutes: 5,
  signature:
    "the HMAC-SHA256 of the `X-Argus-Timestamp` value, a full stop and the raw request body, keyed with the webhook's signing secret",
  success:
    'any 2xx status within the timeout; every other status, a redirect included, and a timeout count as a failure',
  /** Consecutive failed events after which Argus pauses a webhook and emails the organization's Admins. */
  disableAfterFailures: 50,
  /** After Roll secret, how long Argus keeps signing with the previous secret before it switches to the new one. */
  rollOverlapHours: 24,
  /** Which events reach a webhook. */
  events:
    'each webhook sends the events you tick on it: alert events only for the alert rules that name the webhook, issue events for every new or regressed group of the app',
} as const;

/** Problems of a value against a schema, by JSON path; empty when it matches. */
export function schemaProblems(schema: FieldSchema, value: unknown, path = '$'): string[] {
  if (value === null) return schema.nullable === true ? [] : [`${path}: null where ${schema.type} is expected`];
  const actual = Array.isArray(value) ? 'array' : typeof value;
  const matches =
    schema.type === 'integer'
      ? Number.isInteger(value)
      : schema.type === 'number'
        ? actual === 'number'
        : actual === schema.type;
  if (!matches) return [`${path}: ${actual} where ${schema.type} is expected`];
  if (schema.enum !== undefined && !schema.enum.includes(value as string)) {
    return [`${path}: "${String(value)}" is none of ${schema.enum.join(', ')}`];
  }
  if (schema.type === 'array' && schema.items !== undefined) {
    const items = schema.items;
    return (value as unknown[]).flatMap((item, index) => schemaProblems(items, item, `${path}[${index}]`));
  }
  if (schema.type === 'object' && schema.fields !== undefined) {
    const record = value as Record<string, unknown>;
    const fields = schema.fields;
    const missing = Object.keys(fields)
      .filter((key) => !(key in record))
      .map((key) => `${path}.${key}: missing`);
    const unknown = Object.keys(record)
      .filter((key) => !(key in fields))
      .map((key) => `${path}.${key}: not in the schema`);
    const nested = Object.entries(fields).flatMap(([key, field]) =>
      key in record ? schemaProblems(field, record[key], `${path}.${key}`) : [],
    );
    return [...missing, ...unknown, ...nested];
  }
  return [];
}

/** The whole schema of one event's payload: the envelope with that event's `data`. */
export function webhookSchema(name: string): FieldSchema {
  const event = WEBHOOK_EVENTS.find((candidate) => candidate.name === name);
  if (event === undefined) throw new Error(`No webhook event ${name}.`);
  return obj(`The ${name} payload.`, {
    ...WEBHOOK_ENVELOPE,
    event: str('The event name.', {enum: [name]}),
    data: obj('The fields of the event.', event.data),
  });
}

// Single sign-on ---------------------------------------------------------------------------------

export interface SsoField {
  readonly field: string;
  /** Where the value comes from, or what Argus shows. */
  readonly value: string;
}

const SSO_BASE = `${URLS.dashboard}/sso`;

/** What Argus shows for the identity provider to copy (SAML). */
export const SAML_ARGUS_FIELDS: readonly SsoField[] = [
  {field: 'ACS URL (single sign-on URL)', value: `\`${SSO_BASE}/saml/acs\``},
  {field: 'Entity ID (audience URI)', value: `\`${SSO_BASE}/saml/<org-id>\`, with your organization ID`},
  {field: 'Name ID format', value: '`urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress`'},
];

/** What the identity provider gives Argus (SAML). */
export const SAML_IDP_FIELDS: readonly SsoField[] = [
  {
    field: 'IdP SSO URL',
    value: "The identity provider's sign-in endpoint for the app, HTTP-Redirect or HTTP-POST binding.",
  },
  {field: 'IdP entity ID (issuer)', value: 'The issuer the identity provider writes in each assertion.'},
  {field: 'X.509 signing certificate', value: 'The PEM certificate that signs assertions; paste the whole file.'},
];

/** Assertion attributes Argus reads; only `email` is required. */
export const SAML_ATTRIBUTES: readonly SsoField[] = [
  {
    field: 'email',
    value: 'Required. The sign-in email; it must match an invited or existing user, or a verified domain.',
  },
  {field: 'first_name', value: 'Optional. Shown in the users list.'},
  {field: 'last_name', value: 'Optional. Shown in the users list.'},
  {field: 'groups', value: 'Optional. Group names that map to Argus teams when **Team mapping** is on.'},
];

export const OIDC_ARGUS_FIELDS: readonly SsoField[] = [
  {field: 'Redirect URI (callback)', value: `\`${SSO_BASE}/oidc/callback\``},
  {field: 'Initiate login URI', value: `\`${SSO_BASE}/oidc/login/<org-id>\`, with your organization ID`},
  {field: 'Scopes Argus requests', value: '`openid`, `email` and `profile`'},
];

export const OIDC_IDP_FIELDS: readonly SsoField[] = [
  {field: 'Issuer URL', value: 'The issuer; Argus reads `/.well-known/openid-configuration` under it.'},
  {field: 'Client ID', value: 'The ID of the application you registered for Argus.'},
  {field: 'Client secret', value: 'Its secret; Argus stores it encrypted and never shows it again.'},
];

export const SSO = {
  /** How long a dashboard session from single sign-on lasts before the provider is asked again. */
  sessionHours: 12,
} as const;

// Notifications, preferences, data usage and the version picker --------------------------------

export const NOTIFICATIONS = {
  /** Hour of the daily digest in the user's time zone (Preferences). */
  digestHour: 9,
  /** What a user's own notification settings decide, and what they do not. */
  scope:
    'your notification settings decide only the email you receive; an alert rule names the Slack channels and webhooks it notifies, and the Slack integration and each webhook choose whether new issues and regressions reach them',
  /**
   * The fields of Settings > Notifications and the choices they offer, as the page labels them. Pages
   * state them as facts (`notifications.<key>`), so the settings read the same everywhere.
   */
  labels: {
    apps: 'Apps',
    alerts: 'Alerts',
    alertsEvery: 'Every alert rule',
    alertsNamed: 'Only rules that name me',
    alertsNone: 'None',
    newIssues: 'New issues',
    regressions: 'Regressions',
    delivery: 'Delivery',
    deliveryEach: 'As it happens',
    deliveryDigest: 'Daily digest',
    resolvedAlerts: 'Resolved alerts',
  },
} as const;

/** Where each integration belongs, and the one set of states the integrations list shows. */
export const INTEGRATIONS = {
  scope:
    'a Slack workspace is connected once for the whole organization and each app then picks its channels; a webhook and a data destination belong to the one app they were added in',
  /** The states of the list, in the words of INTEGRATION_STATUSES (metrics.ts), which destinations share. */
  statuses: INTEGRATION_STATUSES.map((status) => `**${status.label}** when ${status.meaning}`).join('; '),
} as const;

export const DATA_USAGE = {
  /** Fixed percentages of the monthly session allowance at which admins get an email; they cannot be changed. */
  warningPercents: [80, 100] as const,
  /** How often the usage figures are recomputed. */
  refreshMinutes: 60,
  allowance:
    'the allowance is shared by all apps of the organization, development apps included; a separate development app keeps test sessions out of production charts, not out of the allowance',
} as const;

/** Network body capture rules (Settings > App settings > Network). */
export const BODY_CAPTURE_RULES = {
  /** What one rule holds. */
  fields:
    'a rule names a URL pattern, the HTTP methods it covers, and what to capture: the request body, the response body, or both',
} as const;

export const VERSION_PICKER = {
  /** Versions the picker lists before "Show all". */
  listed: 20,
  ordering:
    'newest first by the time a version first sent a session, not by the version string, so a hotfix of an older line sorts by when it shipped',
  pinned: 'above all other versions, in the order you set; the others follow in the usual order',
  hidden:
    'left out of the version picker and of the lists and charts that break data down by version; totals over all versions, alert rules, data usage and the Metrics API still count their sessions, so dashboard totals keep matching the API',
} as const;
