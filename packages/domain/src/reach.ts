import { type Action, can, type Principal } from './permissions.ts';

/**
 * "All or only mine", said once for each kind of record a route reaches. A route line names its kind
 * (`{ reach: 'ticket' }`) beside its permissions; the caller reaches every record of the company when
 * they hold one of the kind's `all` actions, else only their own when they hold one of its `own`
 * actions. `ownedBy` says whose a record is: the user who made it, the staff member who works it, or
 * the person (a Staff user's staff record, a Client user's client profile). The server decides it in
 * its kernel before the handler (apps/server/src/http/reach.ts); the web reads the same lists.
 */
export interface ReachKindRule {
  all: readonly Action[];
  own: readonly Action[];
  ownedBy: 'user' | 'staff' | 'person';
}

export const REACH = {
  attendance: { all: ['attendance.view'], own: ['attendance.viewOwn'], ownedBy: 'staff' },
  dailyReport: { all: ['dailyReport.view', 'dailyReport.edit'], own: ['dailyReport.own'], ownedBy: 'user' },
  incident: { all: ['incident.view'], own: ['incident.viewOwn'], ownedBy: 'user' },
  /** Reporting one: the office for anyone, a worker or participant as themselves. */
  incidentReport: { all: ['incident.manage'], own: ['incident.report'], ownedBy: 'user' },
  /** Open shifts: the office sees them all, a worker those that fit them. */
  openShift: { all: ['openShift.decide', 'roster.view'], own: ['openShift.request'], ownedBy: 'staff' },
  /** Who accepted which policy: the office anyone's, everyone else their own. */
  policyAcceptance: { all: ['policy.viewAcceptance'], own: ['policy.accept'], ownedBy: 'user' },
  /** A service provider's clients: the office any provider's, a provider (their user) their own. */
  providerClients: { all: ['serviceProvider.manage'], own: ['provider.ownClients'], ownedBy: 'user' },
  progressNote: {
    all: ['progressNote.view', 'progressNote.edit'],
    own: ['progressNote.own'],
    ownedBy: 'staff',
  },
  roster: { all: ['roster.view'], own: ['roster.viewOwn'], ownedBy: 'person' },
  shiftReport: { all: ['shiftReport.view', 'shiftReport.edit'], own: ['shiftReport.fill'], ownedBy: 'staff' },
  split: { all: ['attendance.approve'], own: ['timesheet.own'], ownedBy: 'staff' },
  ticket: { all: ['ticket.manage'], own: ['ticket.own'], ownedBy: 'user' },
  timesheet: { all: ['timesheet.view'], own: ['timesheet.own'], ownedBy: 'staff' },
} as const satisfies Record<string, ReachKindRule>;

export type ReachKind = keyof typeof REACH;

/** Every action that opens a kind's routes: its `all` ones, then its `own` ones (a route line's any-of list). */
export const reachActions = (kind: ReachKind): Action[] => [...REACH[kind].all, ...REACH[kind].own];

/** How far a caller holding these actions reaches in a kind of record: all, only their own, or none. */
export function reachScope(kind: ReachKind, held: readonly Action[]): 'all' | 'own' | null {
  const rule: ReachKindRule = REACH[kind];
  if (rule.all.some((action) => held.includes(action))) {
    return 'all';
  }
  return rule.own.some((action) => held.includes(action)) ? 'own' : null;
}

/** Whether a signed-in user reaches any record of the kind, all or their own (the web's page guard). */
export const canReach = (principal: Principal | null | undefined, kind: ReachKind): boolean =>
  reachActions(kind).some((action) => can(principal, action));
