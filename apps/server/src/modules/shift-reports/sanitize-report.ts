import { ATTENDANCE_MESSAGES, richTextLength } from '@care/domain';
import { fieldError } from '../../http/errors.ts';
import { sanitizeRichText } from '../../http/rich-text-html.ts';

/** All the images of one report together, decoded (the report's budget). */
export const MAX_REPORT_IMAGE_BYTES = 2 * 1024 * 1024;

/** Decoded bytes of the inline images of sanitised rich text. */
export function inlineImageBytes(html: string): number {
  let total = 0;
  for (const m of html.matchAll(/src="data:image\/(?:png|jpeg);base64,([^"]+)"/g)) {
    const b64 = (m[1] ?? '').replace(/\s/g, '');
    total += Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);
  }
  return total;
}

/** Sanitised rich text within the images' budget (400 at goal_Progress), its length not yet judged. */
export function sanitizeReportHtml(html: string): string {
  const clean = sanitizeRichText(html, 'report');
  if (inlineImageBytes(clean) > MAX_REPORT_IMAGE_BYTES) {
    throw fieldError('goal_Progress', 'The images of a report may total at most 2 MB');
  }
  return clean;
}

/** Sanitised goal progress that still has 20 characters of text once what was dropped is gone. */
export function assertGoalProgressLength(clean: string): string {
  if (richTextLength(clean) < 20) {
    throw fieldError('goal_Progress', ATTENDANCE_MESSAGES.goalProgressMin);
  }
  return clean;
}

/**
 * The goal progress as stored: sanitised to the editor's marks and inline PNG/JPEG images, at most
 * 2 MB of images, and still 20 characters of text once what was dropped is gone (400 at goal_Progress).
 */
export function sanitizeGoalProgress(html: string): string {
  return assertGoalProgressLength(sanitizeReportHtml(html));
}
