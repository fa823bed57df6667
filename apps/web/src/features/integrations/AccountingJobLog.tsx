import type { AccountingJobView } from '@care/domain';
import { Alert, List, Progress, Text } from '@mantine/core';

/** A posting job's progress and its Log of failures (spec 3 §7.2): who failed and why. */
export function AccountingJobLog({ job }: { job: AccountingJobView }) {
  return (
    <>
      <Progress value={job.total ? (100 * job.done) / job.total : 0} aria-label="Posting progress" />
      <Text>{job.message ?? `Posted ${job.done} of ${job.total}…`}</Text>
      {job.logs.length > 0 ? (
        <Alert color={job.status === 'Error' ? 'red' : 'yellow'} title="Log">
          <List size="sm">
            {job.logs.map((l) => (
              <List.Item key={`${l.name}-${l.reason}`}>
                <b>{l.name}</b>: {l.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </>
  );
}
