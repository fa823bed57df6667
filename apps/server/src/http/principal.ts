import type { Principal as DomainPrincipal } from '@care/domain';

/** The signed-in user a request acts for, with their current claims read from the database. */
export interface Principal extends DomainPrincipal {
  uid: string;
  role: string;
  companyId: string;
  fullName: string;
  email: string;
  claims: string[];
  /**
   * The request's instant (the injected clock), set per request by the route kernel (`http/route.ts`): the record rules
   * bound in time (a staff member's clients, by the roster) read it, never the database's now().
   */
  asOf?: Date;
}
