import { keyPersonnelSchema, INCIDENT_MESSAGES as M } from '@care/domain';
import { badRequest } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { INCIDENT_TEXTS } from './incident-texts.ts';
import { activeAdmins, activeAdminsAmong, keyPersonnelOf, replaceKeyPersonnel } from './incidents.repo.ts';

/** GET /Incidents/key_personnel: the company's key personnel and who may be chosen. */
export const getKeyPersonnelRoute = routeSpec({
  method: 'GET',
  url: '/Incidents/key_personnel',
  summary:
    'The company’s key personnel (told of every incident, they acknowledge it) and the administrators who may be named',
  tags: ['Incidents'],
  async handler({ db, principal }) {
    const chosen = await keyPersonnelOf(db, principal.companyId);
    return {
      keyPersonnel: chosen.map(({ userId, name, email }) => ({ userId, name, email })),
      candidates: await activeAdmins(db, principal.companyId),
    };
  },
});

/** POST /Incidents/key_personnel: names the company's key personnel among its active administrators. */
export const saveKeyPersonnelRoute = routeSpec({
  method: 'POST',
  url: '/Incidents/key_personnel',
  summary: 'Name the company’s key personnel (one or more active administrators)',
  tags: ['Incidents'],
  body: keyPersonnelSchema,
  activity: 'Saved the key personnel',
  async handler({ db, principal, body, now, recordActivity }) {
    const ids = [...new Set(body.userIds)];
    const admins = await activeAdminsAmong(db, principal.companyId, ids);
    if (admins.length !== ids.length) {
      throw badRequest(M.keyPersonnelAdmins, { userIds: M.keyPersonnelAdmins });
    }
    await replaceKeyPersonnel(db, principal.companyId, ids, principal.uid, now);
    recordActivity(`Named ${ids.length} key personnel for incidents`);
    return { status: 'Success' as const, message: INCIDENT_TEXTS.keyPersonnelSaved };
  },
});
