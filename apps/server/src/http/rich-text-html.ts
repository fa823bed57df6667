import sanitizeHtml from 'sanitize-html';

const IMAGE_SRC = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=\s]+)$/;

/** The rich-text editor's marks, which every kind of rich text keeps. */
const EDITOR_TAGS = [
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
];

const BASE: sanitizeHtml.IOptions = {
  allowedAttributes: { a: ['href'] },
  allowProtocolRelative: false,
  // The editor's and pasted spellings of the same marks.
  transformTags: { b: 'strong', i: 'em', strike: 's', del: 's', h1: 'h2', h5: 'h4', h6: 'h4' },
};

/**
 * What each kind of rich text keeps beyond the editor's marks: a help article code and mailto links
 * (no images); a shift report inline PNG and JPEG images only (a GIF, an SVG or a link elsewhere
 * is dropped), links http(s) only.
 */
const KINDS = {
  article: {
    ...BASE,
    allowedTags: [...EDITOR_TAGS, 'code'],
    allowedSchemes: ['http', 'https', 'mailto'],
  },
  report: {
    ...BASE,
    allowedTags: [...EDITOR_TAGS, 'img'],
    allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: { a: ['http', 'https'], img: ['data'] },
    exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SRC.test(frame.attribs.src ?? ''),
  },
} satisfies Record<string, sanitizeHtml.IOptions>;

export type RichTextKind = keyof typeof KINDS;

/** Rich text as stored: only the marks its kind allows (no scripts, styles or event handlers ever). */
export function sanitizeRichText(html: string, kind: RichTextKind): string {
  return sanitizeHtml(html, KINDS[kind]);
}
