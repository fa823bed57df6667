/** A visit as a care manager's or support coordinator's home lists it (issue 40 item 9). */
export interface MyClientVisit {
  shiftRosterId: string;
  dateFrom: string;
  dateTo: string;
  /** The support worker, or null while the visit has none. */
  staffName: string | null;
}

/** Something about a client that waits on someone: a visit with no worker, a cancellation asked. */
export interface MyClientOpenItem {
  kind: 'unfilled' | 'cancellationRequested';
  shiftRosterId: string;
  text: string;
}

export interface MyClientRow {
  profileId: string;
  fullName: string;
  isActive: boolean;
  /** Today's visits (in the company's zone), then the next ones, not cancelled, soonest first. */
  today: MyClientVisit[];
  next: MyClientVisit[];
  openItems: MyClientOpenItem[];
}

/** GET /Dashboard/my_clients. */
export interface MyClientsView {
  /** The company's today and the last day looked at. */
  today: string;
  until: string;
  clients: MyClientRow[];
}

/** How far ahead the home looks, and how many of the next visits it names per client. */
export const MY_CLIENTS_DAYS_AHEAD = 14;
export const MY_CLIENTS_NEXT_VISITS = 3;
