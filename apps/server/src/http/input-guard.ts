import { DATE_RANGE_MESSAGE, isIsoDateOutOfRange, unsafeTextReason } from '@care/domain';
import { badRequest } from './errors.ts';
import { summarise } from './validation.ts';

/** Deeper than any form the product takes: a body nested further is refused, not walked. */
const MAX_DEPTH = 16;

/** Why a text of a request is refused, whatever field it is in, or null. */
export function textProblem(text: string): string | null {
  return unsafeTextReason(text) ?? (isIsoDateOutOfRange(text) ? DATE_RANGE_MESSAGE : null);
}

/**
 * Refuses, with a 400 naming the field, a request any of whose texts (values and keys, at any
 * depth) holds a NUL character or a lone surrogate, or is an ISO date outside 1900 to 2100. Run on
 * every route's path, query and body before its schema (route.ts) and on multipart fields and file
 * names as they are read (multipart.ts), so that no route has to remember it.
 */
export function assertSafeInput(...sources: unknown[]): void {
  const stack: { value: unknown; path: string; depth: number }[] = sources.map((value) => ({
    value,
    path: '',
    depth: 0,
  }));
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path, depth } = item;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) {
        refuse(path, problem);
      }
    } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
      if (depth >= MAX_DEPTH) {
        throw badRequest('The request is nested too deeply.');
      }
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        const keyProblem = unsafeTextReason(key);
        if (keyProblem) {
          refuse('_', `A field name ${keyProblem.charAt(0).toLowerCase()}${keyProblem.slice(1)}`);
        }
        stack.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
}

function refuse(path: string, message: string): never {
  // The path goes into the reply; keep it printable and short whatever the key was.
  const field = path.replace(/[^\x20-\x7e]/g, '?').slice(0, 100) || '_';
  const errors = { [field]: message };
  throw badRequest(summarise(errors), errors);
}
