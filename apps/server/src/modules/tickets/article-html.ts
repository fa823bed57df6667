import { sanitizeRichText } from '../../http/rich-text-html.ts';

/** An article's rich text with only the editor's marks kept: no scripts, styles or images. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeRichText(html, 'article').trim();
}
