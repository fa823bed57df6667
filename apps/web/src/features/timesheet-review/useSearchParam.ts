import { useNavigate, useSearch } from '@tanstack/react-router';

/** A text kept in the address's query string (?search=…): a reload or a shared link keeps it. */
export function useSearchParam(name: string): [string, (value: string) => void] {
  const params = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const raw = params[name];
  const value = typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : '';
  const setValue = (next: string) => {
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, [name]: next === '' ? undefined : next }),
      replace: true,
    });
  };
  return [value, setValue];
}
