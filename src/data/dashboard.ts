/**
 * The places of the Argus dashboard that pages send a reader to, each named once. A page states a
 * place with `:fact[dashboard.<id>]` (rendered bold, "Settings > App settings > Data usage"), so a menu
 * renamed here is renamed on every page. PRODUCT.md names the dashboard areas; the settings pages
 * follow the product guide's routes (docs/product/settings/).
 */

export interface NavPlace {
  /** The label the dashboard shows. */
  readonly label: string;
  /** The place this one is opened from; none for a top-level area. */
  readonly parent?: NavId;
}

const PLACES = {
  // Areas of the main navigation, in the order the dashboard lists them.
  sessions: {label: 'Sessions'},
  crashes: {label: 'Crashes'},
  exceptions: {label: 'Exceptions'},
  logs: {label: 'Logs'},
  network: {label: 'Network'},
  traces: {label: 'Traces'},
  boards: {label: 'Boards'},
  alerts: {label: 'Alerts'},
  releaseHealth: {label: 'Release Health'},
  userJourneys: {label: 'User Journeys'},
  coreWebVitals: {label: 'Core Web Vitals'},
  settings: {label: 'Settings'},
  // Inside the areas (product guide: alerting, boards, the dashboard changelog).
  newAlertRule: {label: 'New alert rule', parent: 'alerts'},
  newBoard: {label: 'New board', parent: 'boards'},
  customMetrics: {label: 'Custom metrics', parent: 'boards'},
  healthTrends: {label: 'Health trends', parent: 'boards'},
  help: {label: 'Help'},
  changelog: {label: "What's new", parent: 'help'},
  // Sessions and Traces (docs/product/sessions/, docs/product/traces/).
  sessionList: {label: 'Session list', parent: 'sessions'},
  savedFilters: {label: 'Saved filters', parent: 'sessions'},
  sessionUsers: {label: 'User search', parent: 'sessions'},
  traceList: {label: 'Trace list', parent: 'traces'},
  // Inside the areas.
  compare: {label: 'Compare', parent: 'sessions'},
  // Settings.
  apiTokens: {label: 'API tokens', parent: 'settings'},
  appSettings: {label: 'App settings', parent: 'settings'},
  dataUsage: {label: 'Data usage', parent: 'appSettings'},
  dsymSymbols: {label: 'dSYM symbols', parent: 'appSettings'},
  appNetwork: {label: 'Network', parent: 'appSettings'},
  networkGroupingRules: {label: 'Grouping rules', parent: 'appNetwork'},
  versionPicker: {label: 'Version picker', parent: 'appSettings'},
  stitchedSessions: {label: 'Stitched sessions', parent: 'appSettings'},
  integrations: {label: 'Integrations', parent: 'settings'},
  slack: {label: 'Slack', parent: 'integrations'},
  dataDestinations: {label: 'Data destinations', parent: 'integrations'},
  webhooks: {label: 'Webhooks', parent: 'integrations'},
  notifications: {label: 'Notifications', parent: 'settings'},
  security: {label: 'Security', parent: 'settings'},
  preferences: {label: 'Preferences', parent: 'settings'},
  sso: {label: 'SSO', parent: 'settings'},
  usersTeams: {label: 'Users and teams', parent: 'settings'},
  // The app switcher at the top of every page, and its item that creates an app.
  appSwitcher: {label: 'app switcher'},
  createApp: {label: 'Create app', parent: 'appSwitcher'},
} as const satisfies Record<string, {readonly label: string; readonly parent?: string}>;

export type NavId = keyof typeof PLACES;

/**
 * Buttons and options that the task pages of the product guide tell a reader to select, labelled as
 * the dashboard shows them. A page states one with `:fact[control.<id>]`, rendered bold.
 */
export const CONTROLS = {
  // Any page that changes a setting, and the forms that create something (an app, a token).
  save: 'Save',
  create: 'Create',
  // A paused webhook, in its row of Settings > Integrations > Webhooks.
  resume: 'Resume',
  // Settings > App settings: at the foot of the page; the dialog it opens asks for the app's name and
  // confirms with a button of the same label.
  deleteApp: 'Delete app',
  // Settings > App settings > Version picker: the actions of a version's row.
  pin: 'Pin',
  unpin: 'Unpin',
  hide: 'Hide',
  unhide: 'Unhide',
  editLabel: 'Edit label',
  // The version picker at the top of the areas: the hidden versions, and the versions past the newest.
  showHidden: 'Show hidden',
  showAll: 'Show all',
  // Settings > Users and teams: its two tabs and their actions.
  usersTab: 'Users',
  teamsTab: 'Teams',
  inviteUsers: 'Invite users',
  sendInvitations: 'Send invitations',
  resend: 'Resend',
  removeUser: 'Remove from organization',
  createTeam: 'Create team',
  addApps: 'Add apps',
  addMembers: 'Add members',
} as const;

export type ControlId = keyof typeof CONTROLS;

export const NAV: Readonly<Record<NavId, NavPlace>> = PLACES;

/** Separator between the labels of a path, as pages print it. */
export const NAV_SEPARATOR = ' > ';

/** The labels from the top-level area down to the place: `['Settings', 'App settings', 'Data usage']`. */
export function navLabels(id: NavId): string[] {
  const place: NavPlace = NAV[id];
  return place.parent === undefined ? [place.label] : [...navLabels(place.parent), place.label];
}

/** The path as pages print it: `Settings > App settings > Data usage`. */
export function navPath(id: NavId): string {
  return navLabels(id).join(NAV_SEPARATOR);
}
