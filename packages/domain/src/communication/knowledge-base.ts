import { z } from 'zod';
import { requiredText } from '../schemas/form-fields.ts';

/** Who an article is written for; everyone reads the ones for their role (issue 29). */
export const ARTICLE_AUDIENCES = ['Everyone', 'Staff', 'Client', 'Office'] as const;
export type ArticleAudience = (typeof ARTICLE_AUDIENCES)[number];

export const ARTICLE_CATEGORIES = [
  'Getting started',
  'Roster and shifts',
  'Timesheets and pay',
  'Billing',
  'Technical',
  'Policies',
] as const;

/** The audiences whose articles a role reads: the office reads every article. */
export function audiencesFor(role: string): ArticleAudience[] {
  if (role === 'CompanyAdmin' || role === 'Administrator') {
    return [...ARTICLE_AUDIENCES];
  }
  if (role === 'Staff') {
    return ['Everyone', 'Staff'];
  }
  if (role === 'Client') {
    return ['Everyone', 'Client'];
  }
  return ['Everyone'];
}

export const articleSchema = z.object({
  title: requiredText('Enter a title', 200),
  category: requiredText('Choose a category', 80),
  audience: z.enum(ARTICLE_AUDIENCES, { error: `Choose who reads it: ${ARTICLE_AUDIENCES.join(', ')}` }),
  body: requiredText('Write the article', 20000),
});
export type ArticleInput = z.input<typeof articleSchema>;

export interface ArticleView {
  articleId: string;
  title: string;
  category: string;
  audience: string;
  body: string;
  dateCreated: string;
  dateModified: string | null;
}

const STOP_WORDS = new Set([
  'the',
  'a',
  'an',
  'and',
  'or',
  'to',
  'of',
  'in',
  'on',
  'for',
  'my',
  'i',
  'is',
  'it',
  'can',
  'not',
  'how',
  'do',
  'with',
]);

/** The words of a text worth matching: lower case, three letters or more, no common words. */
export function searchWords(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter(
    (w) => w.length >= 3 && !STOP_WORDS.has(w),
  );
}

/**
 * Articles that match what is typed (a ticket's subject, a search), best first: title words count
 * three times a body word; none when nothing matches.
 */
export function suggestArticles<T extends { title: string; body: string; category: string }>(
  articles: readonly T[],
  text: string,
  limit = 3,
): T[] {
  const words = searchWords(text);
  if (words.length === 0) {
    return [];
  }
  const scored = articles.map((a) => {
    const title = a.title.toLowerCase();
    const body = `${a.category} ${a.body.replace(/<[^>]*>/g, ' ')}`.toLowerCase();
    const score = words.reduce((s, w) => s + (title.includes(w) ? 3 : 0) + (body.includes(w) ? 1 : 0), 0);
    return { a, score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((x, y) => y.score - x.score || x.a.title.localeCompare(y.a.title))
    .slice(0, limit)
    .map((s) => s.a);
}
