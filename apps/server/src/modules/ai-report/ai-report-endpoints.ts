import {
  type AiShiftReportReply,
  adminShiftActions,
  aiInstructionSchema,
  TIMESHEET_MESSAGES,
} from '@care/domain';
import { z } from 'zod';
import { AppError, badRequest } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { AiUnavailable } from '../../ports/ai/ai.ts';
import { readShift } from '../roster-workflow/roster-workflow.api.ts';
import { findReportOfShift, sanitizeGoalProgress } from '../shift-reports/shift-reports.api.ts';
import { draftInput } from './draft-input.ts';

export const AI_REPORT_TEXTS = { generated: 'Report Generated' } as const;

const draftQuery = z.object({
  shiftId: z.uuid('The shift id must be a UUID'),
  reason: aiInstructionSchema.shape.reason,
});

const aiFailed = () => new AppError(502, TIMESHEET_MESSAGES.aiFailed, undefined, 'AI assistant');

export const simaAutoShiftreportRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/sima_auto_shiftreport',
  summary:
    'Draft the shift’s report from an instruction (an AI service when configured, else from the shift’s data)',
  tags: ['ShiftRosters'],
  querystring: draftQuery,
  // Each draft may be a paid call to the chat service.
  rateLimit: { max: 20, timeWindow: '1 minute' },
  async handler({ deps, db, principal, query, now, req, reply }): Promise<AiShiftReportReply> {
    const { view, zone } = await readShift(db, principal, query.shiftId);
    if (!adminShiftActions(view, now).includes('generateReport')) {
      throw badRequest(TIMESHEET_MESSAGES.aiNotOffered);
    }
    const report = await findReportOfShift(db, principal.companyId, view.shiftRosterId);
    const input = await draftInput(db, principal.companyId, view, zone, report, query.reason);
    const drafter = deps.reportDrafter;
    let goalProgress: string;
    let draft: Awaited<ReturnType<typeof drafter.draft>>;
    try {
      draft = await drafter.draft(input);
      goalProgress = sanitizeGoalProgress(draft.goal_Progress);
    } catch (error) {
      if (error instanceof AiUnavailable || error instanceof AppError) {
        req.log.warn({ err: (error as Error).message }, 'AI shift-report draft failed');
        throw aiFailed();
      }
      throw error;
    }
    reply.header('Cache-Control', 'no-store');
    return {
      status: 'Success',
      message: AI_REPORT_TEXTS.generated,
      source: drafter.source,
      shiftreport: {
        ...draft,
        goal_Progress: goalProgress,
        shiftRosterId: view.shiftRosterId,
        shiftReportId: report?.id ?? null,
      },
    };
  },
});
