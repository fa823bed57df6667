import { SAH_SERVICE_MESSAGES as M } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { fieldError } from '../../http/errors.ts';
import { clientFunding } from '../people/people.api.ts';
import { findService } from './sah-services.repo.ts';

/**
 * A shift's Support at Home service (issue 39 item 3): a shift with a Support at Home client names
 * the service it delivers (its price and contribution category follow from it); a shift of NDIS or
 * private clients only names none. The service must be on the company's list.
 */
export async function assertShiftService(
  db: Queryable,
  companyId: string,
  profileIds: readonly string[],
  sahServiceId: string | null,
): Promise<void> {
  const funding = await readTogether(
    db,
    profileIds.map((id) => () => clientFunding(db, companyId, id)),
  );
  const anySah = funding.some((c) => c?.fundingProgram === 'SUPPORT_AT_HOME');
  if (!sahServiceId) {
    if (anySah) {
      throw fieldError('sahServiceId', M.shiftServiceRequired);
    }
    return;
  }
  if (!anySah) {
    throw fieldError('sahServiceId', M.shiftServiceNotSah);
  }
  if (!(await findService(db, companyId, sahServiceId))) {
    throw fieldError('sahServiceId', M.shiftServiceUnknown);
  }
}
