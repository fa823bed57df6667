import { useNavigate, useSearch } from '@tanstack/react-router';

/**
 * A table's search text kept in the address (?search=), so a reload, a shared link or the back
 * button shows the same rows (spec 3 §2.3 "kept in the query string"). Pass the result as the
 * DataTable's `search.value` and `search.onChange`.
 */
export function useQuerySearch(param = 'search'): { value: string; onChange: (value: string) => void } {
  const params = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const raw = params[param];
  // The router reads ?search=42 as a number: the text is what was typed.
  const value = raw === undefined || raw === null ? '' : String(raw);
  return {
    value,
    onChange: (text: string) => {
      void navigate({
        to: '.',
        search: (prev: object) => ({ ...prev, [param]: text === '' ? undefined : text }),
        replace: true,
      });
    },
  };
}
