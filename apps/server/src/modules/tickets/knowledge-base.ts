import { type ArticleView, articleSchema, audiencesFor, type StatusReply, searchWords } from '@care/domain';
import { z } from 'zod';
import { fieldError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { idParams } from '../people/people.api.ts';
import { sanitizeArticleHtml } from './article-html.ts';
import {
  type ArticleRow,
  deleteArticle,
  insertArticle,
  listArticles,
  updateArticle,
} from './tickets.repo.ts';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const view = (a: ArticleRow): ArticleView => ({
  articleId: a.id,
  title: a.title,
  category: a.category,
  audience: a.audience,
  body: a.body,
  dateCreated: a.dateCreated.toISOString(),
  dateModified: iso(a.dateModified),
});

const searchQuery = z.object({ search: z.string().max(200).optional() });

/**
 * The knowledge base (spec 3 §7.6 get_knowledgebase): the articles for the caller's role, every
 * word of `search` found in the title, category or text.
 */
export const getKnowledgebaseRoute = routeSpec({
  method: 'GET',
  url: '/Tickets/get_knowledgebase',
  summary: 'The knowledge-base articles for the caller’s role (optionally searched)',
  tags: ['Tickets'],
  querystring: searchQuery,
  async handler({ db, principal, query }): Promise<ArticleView[]> {
    const rows = await listArticles(db, principal.companyId, audiencesFor(principal.role));
    const words = searchWords(query.search ?? '');
    const found = rows.filter((a) => {
      const text = `${a.title} ${a.category} ${a.body.replace(/<[^>]*>/g, ' ')}`.toLowerCase();
      return words.every((w) => text.includes(w));
    });
    return found.map(view);
  },
});

/** The article's text, cleaned; 400 at 'body' when nothing readable is left. */
function cleanBody(html: string): string {
  const body = sanitizeArticleHtml(html);
  if (!body.replace(/<[^>]*>/g, '').trim()) {
    throw fieldError('body', 'Write the article');
  }
  return body;
}

export const addArticleRoute = routeSpec({
  method: 'POST',
  url: '/Tickets/add_article',
  summary: 'Write a knowledge-base article',
  tags: ['Tickets'],
  body: articleSchema,
  activity: 'Added a knowledge-base article',
  async handler({ db, principal, body, now }): Promise<StatusReply & { articleId: string }> {
    const articleId = await insertArticle(db, {
      companyId: principal.companyId,
      ...body,
      body: cleanBody(body.body),
      dateCreated: now,
      userCreated: principal.fullName,
    });
    return { status: 'Success', message: 'The article was published.', articleId };
  },
});

export const editArticleRoute = routeSpec({
  method: 'POST',
  url: '/Tickets/edit_article/:id',
  summary: 'Edit a knowledge-base article',
  tags: ['Tickets'],
  params: idParams,
  body: articleSchema,
  activity: 'Edited a knowledge-base article',
  async handler({ db, principal, params, body, now }): Promise<StatusReply> {
    const changed = await updateArticle(db, principal.companyId, params.id, {
      ...body,
      body: cleanBody(body.body),
      dateModified: now,
      userModified: principal.fullName,
    });
    if (changed === 0) {
      throw notFound();
    }
    return { status: 'Success', message: 'The article was saved.' };
  },
});

export const deleteArticleRoute = routeSpec({
  method: 'POST',
  url: '/Tickets/delete_article/:id',
  summary: 'Delete a knowledge-base article',
  tags: ['Tickets'],
  params: idParams,
  activity: 'Deleted a knowledge-base article',
  async handler({ db, principal, params }): Promise<StatusReply> {
    if ((await deleteArticle(db, principal.companyId, params.id)) === 0) {
      throw notFound();
    }
    return { status: 'Success', message: 'The article was deleted.' };
  },
});
