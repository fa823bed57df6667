import { formatInZone } from '@care/domain';
import { Anchor, Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { fetchReportOfShift, officeReportPath, TIMESHEETS_KEY } from './timesheets-api.ts';

/**
 * The shift report beside the attendance in Timesheet Details (issue 40 item 7): whether the worker
 * signed it, when, their signature, any incident, and a link to read the whole report.
 */
export function ShiftReportSummary({ shiftId, zone }: { shiftId: string; zone: string }) {
  const report = useQuery({
    queryKey: [...TIMESHEETS_KEY, 'shift-report', shiftId],
    queryFn: ({ signal }) => fetchReportOfShift(shiftId, signal),
  });
  const r = report.data;
  return (
    <Stack gap={6} component="section" aria-label="Shift report">
      <Title order={3} fz="md">
        Shift report
      </Title>
      {report.isPending ? (
        <Text fz="sm" c="dimmed">
          Loading the shift report…
        </Text>
      ) : report.isError ? (
        <Text fz="sm" c="red">
          The shift report could not be loaded.
        </Text>
      ) : !r ? (
        <Text fz="sm" c="dimmed">
          The worker has not written a shift report for this shift.
        </Text>
      ) : (
        <>
          <Group gap="xs" wrap="wrap">
            <Badge color={r.isSigned ? 'green' : 'orange'} variant="light">
              {r.isSigned ? 'Signed' : 'Not signed'}
            </Badge>
            {r.isSigned && r.signedAt ? (
              <Text fz="sm">
                Signed by {r.shiftRoster.staff?.fullName ?? 'the worker'} on{' '}
                {formatInZone(r.signedAt, 'listDateTime', zone)}
              </Text>
            ) : null}
            {r.incident ? (
              <Badge color="red" variant="light">
                Incident reported
              </Badge>
            ) : null}
          </Group>
          {r.signatureUrl ? (
            <Image
              src={r.signatureUrl}
              alt="The worker's signature"
              w={160}
              h={64}
              fit="contain"
              bg="white"
            />
          ) : null}
          <Anchor component={Link} to={officeReportPath(r)} fz="sm">
            Read the shift report
          </Anchor>
        </>
      )}
    </Stack>
  );
}
