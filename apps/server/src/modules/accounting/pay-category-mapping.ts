import {
  CATEGORY_LABELS,
  PAY_MAPPING_MESSAGES as M,
  PAY_CATEGORIES,
  type PayCategory,
  type PayCategoryMappingView,
  type PayItemView,
  payCategoryMappingSchema,
  payCategoryMappingView,
  payItemProblem,
} from '@care/domain';
import type { AppDeps } from '../../http/deps.ts';
import { badRequest } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { listCategoryMappings, setCategoryMapping } from './accounting.repo.ts';
import { failureReply } from './accounting-failure.ts';
import { accountingSession } from './connection-session.ts';

/** The organisation's pay items, read from Xero (a refusal or no connection said as the other calls say it). */
async function payItemsOf(deps: AppDeps, companyId: string): Promise<PayItemView[]> {
  try {
    return await deps.accounting.payItems(await accountingSession(deps, companyId));
  } catch (error) {
    throw failureReply(error);
  }
}

/** GET /Integrations/pay_items: the earnings rates and allowance types the categories are mapped to. */
export const payItemsRoute = routeSpec({
  method: 'GET',
  url: '/Integrations/pay_items',
  summary: 'The connected organisation’s payroll pay items (earnings rates and allowances, read from Xero)',
  tags: ['Integrations'],
  handler: ({ deps, principal }): Promise<PayItemView[]> => payItemsOf(deps, principal.companyId),
});

/** GET /Integrations/get_pay_category_mapping: each SCHADS category's pay item, and the missing ones. */
export const getPayCategoryMappingRoute = routeSpec({
  method: 'GET',
  url: '/Integrations/get_pay_category_mapping',
  summary: 'Each pay line category’s Xero pay item, and the categories not mapped yet',
  tags: ['Integrations'],
  async handler({ db, principal }): Promise<PayCategoryMappingView> {
    return payCategoryMappingView(await listCategoryMappings(db, principal.companyId));
  },
});

/**
 * POST /Integrations/save_pay_category_mapping: the categories sent are set (an empty id unmaps);
 * the others are kept. Each chosen pay item is checked against Xero's list first (an allowance for
 * an allowance, an earnings rate for hours): one refusal saves nothing. Each change is logged.
 */
export const savePayCategoryMappingRoute = routeSpec({
  method: 'POST',
  url: '/Integrations/save_pay_category_mapping',
  summary: 'Map pay line categories to Xero earnings rates and allowance types',
  tags: ['Integrations'],
  body: payCategoryMappingSchema,
  async prepare({ deps, principal, body }) {
    const chosen = Object.entries(body.mappings).filter(([, id]) => id) as [PayCategory, string][];
    if (chosen.length === 0) {
      return new Map<string, PayItemView>();
    }
    const items = new Map((await payItemsOf(deps, principal.companyId)).map((i) => [i.id, i]));
    const errors: Record<string, string> = {};
    for (const [category, id] of chosen) {
      const problem = payItemProblem(category, items.get(id));
      if (problem) {
        errors[`mappings.${category}`] = problem;
      }
    }
    const first = Object.values(errors)[0];
    if (first) {
      throw badRequest(first, errors);
    }
    return items;
  },
  async handler({ db, principal, body, now, prepared, recordActivity }) {
    const before = new Map(
      (await listCategoryMappings(db, principal.companyId)).map((r) => [r.category, r.payItemName]),
    );
    const changes: string[] = [];
    for (const category of PAY_CATEGORIES) {
      const id = body.mappings[category];
      if (id === undefined) {
        continue;
      }
      const item = id ? prepared.get(id) : undefined;
      const was = before.get(category);
      const label = CATEGORY_LABELS[category];
      if (!item && was !== undefined) {
        await setCategoryMapping(db, principal.companyId, category, null);
        changes.push(`${label}: no pay item (was "${was}")`);
      } else if (item && item.name !== was) {
        await setCategoryMapping(db, principal.companyId, category, {
          payItemId: item.id,
          payItemName: item.name,
          updatedAt: now,
          updatedBy: principal.fullName,
        });
        changes.push(`${label}: "${item.name}"${was ? ` (was "${was}")` : ''}`);
      } else if (item) {
        // Same name, maybe another id (a pay item made again in Xero): keep the id current.
        await setCategoryMapping(db, principal.companyId, category, {
          payItemId: item.id,
          payItemName: item.name,
          updatedAt: now,
          updatedBy: principal.fullName,
        });
      }
    }
    recordActivity(
      changes.length > 0
        ? `Mapped pay line categories to Xero pay items: ${changes.join('; ')}`
        : 'Saved the pay item mapping (no change)',
    );
    return {
      message: M.saved,
      ...payCategoryMappingView(await listCategoryMappings(db, principal.companyId)),
    };
  },
});
