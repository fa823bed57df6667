import { type PackagesReply, packagesReply } from '@care/domain';
import { routeSpec } from '../../http/route.ts';
import { packageView, subscriptionView } from './subscription-view.ts';
import { findSubscription, listPackages } from './subscriptions.repo.ts';
import { countedUsers } from './user-limit.ts';

/** GET /Packages/get_all_packages (spec 1 §7.3): the plans, with the caller's company subscription. */
export const getAllPackagesRoute = routeSpec({
  method: 'GET',
  url: '/Packages/get_all_packages',
  summary: 'The subscription packages and the company’s subscription',
  tags: ['Packages'],
  async handler({ db, principal, now }): Promise<PackagesReply> {
    const packages = (await listPackages(db)).map(packageView);
    const sub = await findSubscription(db, principal.companyId);
    const name = packages.find((p) => p.packageId === sub?.packageId)?.name ?? '';
    return packagesReply.parse({
      packages,
      subscription: sub
        ? subscriptionView(sub, name, await countedUsers(db, principal.companyId), now)
        : null,
    });
  },
});
