import type { ShiftReportDraft } from '@care/domain';
import { z } from 'zod';
import {
  AiUnavailable,
  DRAFT_KEYS,
  type DraftInput,
  plainText,
  type ShiftReportDrafter,
} from './report-drafter.ts';

export interface OpenAiDrafterOptions {
  /** The API's base, such as https://api.openai.com/v1 (the call goes to {base}/chat/completions). */
  baseUrl: string;
  /** Bearer key; a local service may need none. */
  apiKey?: string | undefined;
  model: string;
  timeoutMs?: number;
}

const text = z.string().max(4000).nullable();
const yesNo = z.boolean().nullable();

/** A draft as the service must answer it: exactly the draft's keys, goal progress written. */
const draftSchema = z
  .object({
    urgentMatters: text,
    medicationGiven: text,
    medicationSigned: text,
    medicationAvailable: text,
    medicatioErrors: text,
    isMealManagementPlan: yesNo,
    details_IfNotMealMaganementPlan: text,
    isDrinkingProblem: yesNo,
    details_IfProblemExist: text,
    isHealthIssues: yesNo,
    details_IfHealthIssuesExist: text,
    goal_Progress: z.string().trim().min(20).max(20_000),
    contactFamily: text,
    isIncident: yesNo,
    details_IfIsIncident: text,
    isBehaviourConcerned: yesNo,
    details_ifIsBehaviourConcerned: text,
  })
  .strict()
  .superRefine((d, ctx) => {
    // The form asks for details with these answers; a draft without them could not be saved.
    const need: [boolean, keyof typeof d][] = [
      [d.isMealManagementPlan === false, 'details_IfNotMealMaganementPlan'],
      [d.isDrinkingProblem === true, 'details_IfProblemExist'],
      [d.isHealthIssues === true, 'details_IfHealthIssuesExist'],
      [d.isIncident === true, 'details_IfIsIncident'],
      [d.isBehaviourConcerned === true, 'details_ifIsBehaviourConcerned'],
    ];
    for (const [when, key] of need) {
      if (when && !d[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'details missing' });
      }
    }
  });

export const SYSTEM_PROMPT = [
  'You draft the shift report of a disability support worker (NDIS, Australia) for an office administrator to review.',
  `Answer with one JSON object with exactly these keys: ${DRAFT_KEYS.join(', ')}.`,
  'goal_Progress is simple HTML paragraphs (<p>…</p>) on the client’s goals and what happened in the shift, naming the client.',
  'Booleans (is…) are true, false or null; the other keys are strings or null.',
  'Use only the facts given. Do not invent incidents, medication, health issues, behaviours or contacts:',
  'when the facts do not say, answer null. A true answer needs its details key filled from the facts.',
  'Follow the administrator’s instruction for tone and focus.',
].join('\n');

/** The shift's facts as the user message: labelled lines, then the instruction. */
export function userMessage(input: DraftInput): string {
  const lines = [
    `Clients: ${input.clientNames.join(', ') || 'none'}`,
    `Support worker: ${input.staffName ?? 'not assigned'}`,
    `Shift: ${input.start} to ${input.end} (${input.zone})`,
    `Activities: ${input.activities || 'none'}`,
    `Description: ${input.description || 'none'}`,
    `Appointment: ${input.appointment || 'none'}`,
  ];
  const a = input.attendance;
  lines.push(
    a
      ? `Attendance: clocked in ${a.clockIn}, clocked out ${a.clockOut || 'not yet'}, start km ${a.startKm ?? 'none'}, end km ${a.endKm ?? 'none'}, worker's note: ${a.report || 'none'}`
      : 'Attendance: none recorded',
  );
  for (const n of input.notes) {
    lines.push(
      `Progress note for ${n.clientName}: report: ${n.report || 'none'}; progress: ${n.progress || 'none'}; follow up: ${n.followUp || 'none'}`,
    );
  }
  if (input.existingReport) {
    // Its goal progress as text: inline images (up to 2 MB) have no place in a prompt.
    const written = {
      ...input.existingReport,
      goal_Progress: plainText(input.existingReport.goal_Progress).slice(0, 8000),
    };
    lines.push(`Report already written (JSON): ${JSON.stringify(written)}`);
  }
  lines.push('', `Instruction: ${input.instruction}`);
  return lines.join('\n');
}

/** Any OpenAI-compatible chat API (POST {base}/chat/completions, JSON mode). */
export class OpenAiCompatibleDrafter implements ShiftReportDrafter {
  readonly source = 'ai' as const;
  private readonly url: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: OpenAiDrafterOptions) {
    this.url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async draft(input: DraftInput): Promise<ShiftReportDraft> {
    const body = {
      model: this.options.model,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: userMessage(input) },
      ],
      // No temperature: some models accept only their default.
      response_format: { type: 'json_object' },
    };
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new AiUnavailable(`The AI service did not answer: ${(error as Error).message}`);
    }
    if (!res.ok) {
      throw new AiUnavailable(`The AI service answered ${res.status}`);
    }
    let content: unknown;
    try {
      const reply = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
      content = reply.choices?.[0]?.message?.content;
    } catch (error) {
      throw new AiUnavailable(
        `The AI service answered something other than JSON: ${(error as Error).message}`,
      );
    }
    if (typeof content !== 'string') {
      throw new AiUnavailable('The AI service answered without a message');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      throw new AiUnavailable('The AI service’s message is not a JSON object');
    }
    const draft = draftSchema.safeParse(parsed);
    if (!draft.success) {
      throw new AiUnavailable(`The AI service’s draft is not a shift report: ${draft.error.message}`);
    }
    return draft.data;
  }
}
