import { ATTENDANCE_MESSAGES, richTextLength } from '@care/domain';
import sanitizeHtml from 'sanitize-html';
import { fieldError } from '../../http/errors.ts';

/** All the images of one report together, decoded (the report's budget). */
export const MAX_REPORT_IMAGE_BYTES = 2 * 1024 * 1024;

const IMAGE_SRC = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=\s]+)$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https'], img: ['data'] },
  allowProtocolRelative: false,
  // The editor's and pasted spellings of the same marks.
  transformTags: { b: 'strong', i: 'em', strike: 's', del: 's', h1: 'h2', h5: 'h4', h6: 'h4' },
  // Only inline PNG and JPEG images: a GIF, an SVG or a link to elsewhere is dropped.
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SRC.test(frame.attribs.src ?? ''),
};

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
  const clean = sanitizeHtml(html, OPTIONS);
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
