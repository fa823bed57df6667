import type { PostedHours } from '@care/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AccountingJobLog } from './AccountingJobLog.tsx';
import {
  fetchAccountingJob,
  fetchIntegrations,
  INTEGRATIONS_KEY,
  postInvoicesToAccounting,
} from './integrations-api.ts';

export interface PostRequest {
  fromDate: string;
  toDate: string;
  clientId: string;
  hours: PostedHours;
  grouped: boolean;
}

/**
 * Post to the accounting service (spec 3 §2.3): without a connection it says how to connect (the
 * `notConnected` text the caller passes); connected, it posts the period's saved invoices as a job and
 * shows its progress, then its log of failures.
 */
export function PostToAccountingDialog({
  request,
  notConnected,
  onClose,
}: {
  request: PostRequest | null;
  notConnected: string;
  onClose: () => void;
}) {
  const integrations = useQuery({
    queryKey: INTEGRATIONS_KEY,
    queryFn: ({ signal }) => fetchIntegrations(signal),
    enabled: request !== null,
    retry: false,
  });
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const job = useQuery({
    queryKey: [...INTEGRATIONS_KEY, 'job', jobId],
    queryFn: ({ signal }) => fetchAccountingJob(jobId ?? '', signal),
    enabled: jobId !== null,
    refetchInterval: (q) => (q.state.data?.status === 'Running' ? 1000 : false),
  });
  const connected = integrations.data?.[0]?.status === 'Connected';
  const close = () => {
    setJobId(null);
    onClose();
  };
  const start = async () => {
    if (!request) {
      return;
    }
    setStarting(true);
    try {
      setJobId((await postInvoicesToAccounting(request)).jobId);
    } catch {
      // The API client has shown the server's message.
    } finally {
      setStarting(false);
    }
  };
  const j = job.data;
  return (
    <Modal
      opened={request !== null}
      onClose={close}
      title={<Text fw={700}>Post to the accounting service</Text>}
      centered
      radius="lg"
    >
      <Stack gap="md">
        {integrations.isPending ? <Text c="dimmed">Checking the accounting connection…</Text> : null}
        {!integrations.isPending && !connected ? <Text>{notConnected}</Text> : null}
        {connected && !jobId && request ? (
          <Text>
            Post the saved invoices of {request.fromDate} to {request.toDate} to Xero ({request.hours} hours
            {request.grouped ? ', grouped' : ''})? Posting again updates the invoices already posted.
          </Text>
        ) : null}
        {j ? <AccountingJobLog job={j} /> : null}
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
