import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { periodText } from '../timesheet-review/review-format.ts';
import { AccountingJobLog } from './AccountingJobLog.tsx';
import {
  fetchAccountingJob,
  fetchIntegrations,
  fetchPayCategoryMapping,
  INTEGRATIONS_KEY,
  PAY_MAPPING_KEY,
  postTimesheetsToAccounting,
} from './integrations-api.ts';
import { MissingMappingAlert } from './PayCategoryMappingSection.tsx';

export interface TimesheetPostRequest {
  staffId: string;
  staffName: string;
  fromDate: string;
  toDate: string;
}

/**
 * Post Staff Timesheet to the accounting service (spec 3 §2.2, issue 38 item 5): the worker's approved
 * pay lines of the period go to Xero Payroll as one timesheet per pay period (dates in the company's
 * zone; the categories without a Xero pay item said first); Send All posts every worker and ends
 * with the Log of who failed and why (spec 3 §7.2). Without a connection it says how to connect.
 */
export function PostTimesheetsDialog({
  request,
  notConnected,
  onClose,
}: {
  request: TimesheetPostRequest | null;
  notConnected: string;
  onClose: () => void;
}) {
  const integrations = useQuery({
    queryKey: INTEGRATIONS_KEY,
    queryFn: ({ signal }) => fetchIntegrations(signal),
    enabled: request !== null,
    retry: false,
  });
  const [who, setWho] = useState<'one' | 'All'>('one');
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const job = useQuery({
    queryKey: [...INTEGRATIONS_KEY, 'job', jobId],
    queryFn: ({ signal }) => fetchAccountingJob(jobId ?? '', signal),
    enabled: jobId !== null,
    refetchInterval: (q) => (q.state.data?.status === 'Running' ? 1000 : false),
  });
  const connected = integrations.data?.[0]?.status === 'Connected';
  // The categories without a Xero pay item, said before the post rather than in its log.
  const mapping = useQuery({
    queryKey: PAY_MAPPING_KEY,
    queryFn: ({ signal }) => fetchPayCategoryMapping(signal),
    enabled: request !== null && connected,
  });
  const zone = useTimeZone();
  const close = () => {
    setJobId(null);
    setWho('one');
    onClose();
  };
  const start = async () => {
    if (!request) {
      return;
    }
    setStarting(true);
    try {
      const { fromDate, toDate } = request;
      const staffId = who === 'All' ? 'All' : request.staffId;
      setJobId((await postTimesheetsToAccounting({ staffId, fromDate, toDate })).jobId);
    } catch {
      // The API client has shown the server's message.
    } finally {
      setStarting(false);
    }
  };
  return (
    <Modal
      opened={request !== null}
      onClose={close}
      title={<Text fw={700}>Post timesheets to Xero Payroll</Text>}
      centered
      radius="lg"
    >
      <Stack gap="md">
        {integrations.isPending ? <Text c="dimmed">Checking the accounting connection…</Text> : null}
        {!integrations.isPending && !connected ? <Text>{notConnected}</Text> : null}
        {connected && !jobId && request ? (
          <>
            {request.staffId === 'All' ? (
              <Text fw={600}>Send All (every worker)</Text>
            ) : (
              <SegmentedControl
                aria-label="Whose timesheets"
                value={who}
                onChange={(v) => setWho(v as 'one' | 'All')}
                data={[
                  { value: 'one', label: request.staffName },
                  { value: 'All', label: 'Send All (every worker)' },
                ]}
              />
            )}
            <Text>
              Post the approved pay lines of {periodText(request.fromDate, request.toDate, zone)} as Xero
              timesheets, one per Xero pay period. Posting again updates the timesheets already posted.
            </Text>
            <MissingMappingAlert mapping={mapping.data} />
          </>
        ) : null}
        {job.data ? <AccountingJobLog job={job.data} /> : null}
        <Group justify="flex-end">
          {connected && !jobId ? (
            <Button loading={starting} onClick={() => void start()}>
              Post
            </Button>
          ) : null}
          <Button variant={connected && !jobId ? 'default' : 'filled'} onClick={close}>
            {connected ? 'Close' : 'OK'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
