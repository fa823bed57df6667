import { formatInZone, type IncidentView, REPORTABLE_CATEGORIES } from '@care/domain';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';

const yesNo = (v: boolean | null) => (v === true ? 'Yes' : v === false ? 'No' : 'Not answered');

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** The shift report an incident came from (issue 40): the office's view of it, or the worker's own form. */
function ReportLink({ incident: i }: { incident: IncidentView }) {
  const office = useCan('shiftReport.view');
  const worker = useCan('shiftReport.fill');
  if (!i.shiftReportId || !i.shiftRosterId) {
    return <>Not on a shift report</>;
  }
  const href = office
    ? `/app/reports/view-shift-report/${i.shiftReportId}/${i.shiftRosterId}`
    : worker
      ? `/app/staff/report-form/${i.shiftRosterId}`
      : null;
  return href ? <Anchor href={href}>Open the shift report</Anchor> : <>Reported on the shift report</>;
}

/** Everything recorded about what happened, who was involved and told, and the reportability decision. */
export function IncidentDetailsCard({ incident: i }: { incident: IncidentView }) {
  const zone = useTimeZone();
  const when = (v: string | null) => formatInZone(v, 'listDateTime', zone);
  const categories = REPORTABLE_CATEGORIES.filter((c) => i.categories.includes(c.number));
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="md">
          What happened
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Field label="Participant">{i.clientName}</Field>
          <Field label="Worker">{i.staffName}</Field>
          <Field label="Happened">{when(i.occurredAt)}</Field>
          <Field label="Where">{i.location}</Field>
          <Field label="Reported by">{`${i.reportedBy}, ${when(i.reportedAt)}`}</Field>
          <Field label="Key personnel aware">{when(i.awareAt)}</Field>
          {i.shiftRosterId ? (
            <Field label="Shift report">
              <ReportLink incident={i} />
            </Field>
          ) : null}
        </SimpleGrid>
        <Field label="Description">{i.description}</Field>
        <Field label="Immediate actions">{i.immediateActions}</Field>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Field label="Anyone harmed">{i.personHarmed ? `Yes: ${i.harmDetails ?? ''}` : 'No'}</Field>
          <Field label="First aid">{yesNo(i.firstAid)}</Field>
          <Field label="Emergency services">
            {i.emergencyServices.length > 0
              ? `${i.emergencyServices.join(', ')}${i.policeReference ? ` (ref. ${i.policeReference})` : ''}`
              : 'None'}
          </Field>
          <Field label="Family told">{yesNo(i.familyNotified)}</Field>
          <Field label="Guardian told">{yesNo(i.guardianNotified)}</Field>
          <Field label="Others involved">{i.othersInvolved}</Field>
        </SimpleGrid>
        <Field label="Witnesses">
          {i.witnesses.length === 0
            ? 'None recorded'
            : i.witnesses
                .map(
                  (w) =>
                    `${w.name}${w.contact ? ` (${w.contact})` : ''}${w.statement ? `: ${w.statement}` : ''}`,
                )
                .join('\n')}
        </Field>
        <Field label="Reportable to the NDIS Commission">
          {[
            i.reportable,
            ...categories.map((c) => `${c.number}. ${c.short}: “${c.text}”`),
            ...(i.categories.includes(6) ? [`Caused harm: ${yesNo(i.restrictivePracticeHarm)}`] : []),
          ].join('\n')}
        </Field>
      </Stack>
    </Card>
  );
}
