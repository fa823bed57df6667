import { offlineDrafter } from './offline-drafter.ts';
import { OpenAiCompatibleDrafter } from './openai-drafter.ts';
import type { ShiftReportDrafter } from './report-drafter.ts';

export type { DraftInput, ShiftReportDrafter } from './report-drafter.ts';
export { AiUnavailable } from './report-drafter.ts';
export { offlineDrafter };

export interface AiConfig {
  /** An OpenAI-compatible API's base (AI_BASE_URL), such as https://api.openai.com/v1. */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
}

/** The configured chat service, or the offline default when none is set up. */
export function drafterFromConfig(ai: AiConfig | undefined): ShiftReportDrafter {
  return ai ? new OpenAiCompatibleDrafter(ai) : offlineDrafter;
}
