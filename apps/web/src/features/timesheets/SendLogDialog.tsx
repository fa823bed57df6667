import { Code, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { fetchSendLog, TIMESHEETS_KEY } from './timesheets-api.ts';

/** The Log dialog (spec 3 §2.2, §7.2): the text of a send-all run that skipped someone. */
export function SendLogDialog({ link, onClose }: { link: string | null; onClose: () => void }) {
  const log = useQuery({
    queryKey: [...TIMESHEETS_KEY, 'send-log', link],
    queryFn: ({ signal }) => fetchSendLog(link ?? '', signal),
    enabled: link !== null,
  });
  return (
    <ResponsiveModal opened={link !== null} onClose={onClose} title="Log" size="lg">
      {log.data !== undefined ? (
        <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: '60vh', overflow: 'auto' }}>
          {log.data}
        </Code>
      ) : log.isError ? (
        <Text c="red" fz="sm">
          The log could not be loaded.
        </Text>
      ) : (
        <Loader size="sm" aria-label="Loading the log" />
      )}
    </ResponsiveModal>
  );
}
