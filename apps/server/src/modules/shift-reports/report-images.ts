import { fieldError } from '../../http/errors.ts';
import { boundImage } from '../../ports/images/bound-image.ts';
import { sanitizeReportHtml } from './sanitize-report.ts';

const INLINE_IMAGE = /src="data:image\/(png|jpeg);base64,([^"]+)"/g;

/**
 * The inline images of sanitised rich text, bounded once as the report is saved: an image whose
 * header claims more than 40 megapixels is refused (400 at goal_Progress) without being decoded,
 * and a PNG longer than 2,000 px is scaled down on a worker thread and put back in its place.
 */
export async function boundInlineImages(clean: string): Promise<string> {
  const replaced = new Map<string, string>();
  for (const match of clean.matchAll(INLINE_IMAGE)) {
    const [whole, , base64 = ''] = match;
    if (replaced.has(whole)) {
      continue;
    }
    const bounded = await boundImage(Buffer.from(base64.replace(/\s/g, ''), 'base64'));
    if (!bounded.ok) {
      throw fieldError('goal_Progress', `An image in the goal progress was refused: ${bounded.message}`);
    }
    if (bounded.resized) {
      replaced.set(whole, `src="data:image/png;base64,${bounded.bytes.toString('base64')}"`);
    }
  }
  return replaced.size === 0 ? clean : clean.replace(INLINE_IMAGE, (whole) => replaced.get(whole) ?? whole);
}

/** A report save's `prepare`: the goal progress sanitised and its images bounded, before the transaction. */
export async function prepareGoalProgress({ body }: { body: { goal_Progress: string } }) {
  return { goalProgress: await boundInlineImages(sanitizeReportHtml(body.goal_Progress)) };
}
