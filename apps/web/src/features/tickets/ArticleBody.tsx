import { Typography } from '@mantine/core';

/** The plain text of an article (for an answer drafted from it, and for search). */
export function articleText(html: string): string {
  return html
    .replace(/<\/(p|h2|h3|h4|li|blockquote)>/g, '\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** An article's text as written: the server keeps only the editor's marks (tickets/article-html.ts). */
export function ArticleBody({ html }: { html: string }) {
  return (
    <Typography fz="sm">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server to the editor's marks, links http(s)/mailto only. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
