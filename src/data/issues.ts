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
    meaning: 'Fixed in a version you name; events from older versions are expected and ignored.',
    enteredBy: 'Marking it resolved in a version, or in the next version.',
  },
  {
    state: 'Regressed',
    meaning: 'Resolved, but seen again in the fixed version or a later one.',
    enteredBy: 'An event from a version at or after the one it was resolved in.',
  },
  {
    state: 'Ignored',
    meaning: 'Known and accepted; it stays out of the default list and alerts.',
    enteredBy: 'Ignoring it, for good or until a number of events or users.',
  },
];
