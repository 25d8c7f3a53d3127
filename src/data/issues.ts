/**
 * Issue work flow: the states a crash or exception group moves through and what moves it. The
 * issue monitoring page (docs/product/issue-monitoring-and-work-flow.mdx) renders them from here.
 */
export interface IssueState {
  readonly state: string;
  readonly meaning: string;
  /** What moves a group into this state. */
  readonly enteredBy: string;
}

export const ISSUE_STATES: readonly IssueState[] = [
  {state: 'New', meaning: 'Seen for the first time and not yet looked at.', enteredBy: 'The first event of the group.'},
  {state: 'Open', meaning: 'Someone is responsible for it.', enteredBy: 'Assigning the group, or marking it open.'},
  {
    state: 'Resolved',
    meaning: 'Fixed in a version you name; events from older versions still count but do not reopen it.',
    enteredBy: 'Marking it resolved in a version, or in the next version.',
  },
  {
    state: 'Regressed',
    meaning:
      'Resolved, but seen again in the fixed version or a later one. It keeps its owner and stays Regressed until someone resolves it again or marks it open.',
    enteredBy: 'An event from the fixed version or a later one, as the regression rule below defines them.',
  },
  {
    state: 'Ignored',
    meaning: 'Known and accepted; it stays out of new-issue and regression notifications.',
    enteredBy: 'Ignoring it, for good or until a number of events or users; un-ignore it on its group page.',
  },
];

/**
 * When a resolved issue regresses. Versions are ordered as the version picker orders them, by the time
 * each one first sent a session (settings.ts `VERSION_PICKER.ordering`), never by the version string.
 */
export const REGRESSION_RULE =
  'a resolved issue regresses when an event arrives from the version it was resolved in, or from a version that sent its first session after that version did; when you resolve it in the **next version**, that version is the first one to send its first session after you resolve the issue. Events from earlier versions count, but do not reopen it';
