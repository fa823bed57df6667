import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"')\]]+[^\s<>"')\].,;:!?])/g;

/** Splits text into plain parts and web addresses. */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    if (start > last) {
      parts.push({ text: text.slice(last, start) });
    }
    parts.push({ text: match[0], href: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) {
    parts.push({ text: text.slice(last) });
  }
  return parts;
}

/** Text with its web addresses as links that open in a new tab. */
export function Linkified({ text }: { text: string }): ReactNode {
  let offset = 0;
  return splitLinks(text).map((part) => {
    // Each part is keyed by where it starts in the text.
    const key = offset;
    offset += part.text.length;
    return part.href ? (
      <Anchor
        key={key}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer"
        style={{ overflowWrap: 'anywhere' }}
      >
        {part.text}
      </Anchor>
    ) : (
      <span key={key}>{part.text}</span>
    );
  });
}
