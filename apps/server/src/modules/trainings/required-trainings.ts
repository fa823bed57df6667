import {
  REQUIRED_TRAINING_TEXTS,
  type RequiredTrainings,
  requiredTrainingsOf,
  requiredTrainingsSchema,
  type StatusReply,
  TRAINING_ROLES,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { routeSpec } from '../../http/route.ts';
import { companyQuery } from '../people/people.api.ts';
import { saveRequiredTrainings, storedRequiredTrainings } from './required-trainings.repo.ts';

/** The company's required trainings by role: the saved setting, or the default four for Staff. */
export async function requiredTrainingsFor(db: Queryable, companyId: string): Promise<RequiredTrainings> {
  return requiredTrainingsOf(await storedRequiredTrainings(db, companyId));
}

export const getRequiredTrainingsRoute = routeSpec({
  method: 'GET',
  url: '/StaffTrainings/get_required_trainings',
  summary: 'The trainings each role must hold (the company’s setting; by default the four for Staff)',
  tags: ['StaffTrainings'],
  querystring: companyQuery,
  async handler({ db, principal }): Promise<RequiredTrainings> {
    return requiredTrainingsFor(db, principal.companyId);
  },
});

export const editRequiredTrainingsRoute = routeSpec({
  method: 'POST',
  url: '/StaffTrainings/edit_required_trainings',
  summary:
    'Saves the trainings each role must hold: the matrix, the expiry reminders and the rostering check follow it',
  tags: ['StaffTrainings'],
  body: requiredTrainingsSchema,
  activity: 'Changed the required trainings',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply> {
    await saveRequiredTrainings(db, principal.companyId, body, now, principal.uid);
    recordActivity(
      `Changed the required trainings: ${TRAINING_ROLES.map((r) => `${r}: ${body[r].join(', ') || 'none'}`).join('; ')}`,
    );
    return { status: 'Success', message: REQUIRED_TRAINING_TEXTS.saved };
  },
});
