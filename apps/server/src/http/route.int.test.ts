import { PERMISSIONS } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { harness } from '../../test/harness.ts';

describe('route registration', () => {
  it('registers every /api route through the route helper, naming a permission-table action', async () => {
    const h = await harness();
    const apiRoutes = h.app.routeTable.filter(
      (r) => /^\/api(\/|$)/.test(r.url) && !r.url.startsWith('/api/docs'),
    );
    expect(apiRoutes.length).toBeGreaterThan(10);
    const label = (r: (typeof apiRoutes)[number]) => `${String(r.method)} ${r.url}`;
    const permissionOf = (r: (typeof apiRoutes)[number]) =>
      (r.config as { permission?: string } | undefined)?.permission;

    const unguarded = apiRoutes.filter((r) => !permissionOf(r)).map(label);
    expect(unguarded, 'routes registered outside the area route tables').toEqual([]);

    const unknown = apiRoutes
      .filter((r) => permissionOf(r) !== 'public' && !((permissionOf(r) ?? '') in PERMISSIONS))
      .map(label);
    expect(unknown, 'routes naming an action missing from the permission table').toEqual([]);
  });
});
