import { type IncidentView, nextStatus } from '@care/domain';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { useCan } from '../../session/useCan.ts';
import { changeIncidentStatus, INCIDENTS_KEY } from './incidents-api.ts';

/**
 * The investigation: its findings and the move to the next status (New → Under investigation →
 * Closed). The server says why a move is refused (not acknowledged, forms or actions outstanding).
 */
export function StatusPanel({ incident }: { incident: IncidentView }) {
  const manage = useCan('incident.manage');
  const queryClient = useQueryClient();
  const [findings, setFindings] = useState(incident.findings ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const next = nextStatus(incident.status);
  const move = async () => {
    if (!next) {
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await changeIncidentStatus(incident.incidentId, next, findings || undefined);
      await queryClient.invalidateQueries({ queryKey: INCIDENTS_KEY });
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  if (incident.status === 'Closed') {
    return (
      <Stack gap="xs">
        <Text fz="sm">Closed by {incident.closedBy}. The record is locked.</Text>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <b>Findings:</b> {incident.findings}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {incident.status === 'Under investigation' || incident.findings ? (
        <Textarea
          label="Findings"
          description="What the investigation found: causes, whether it was preventable, who was told."
          autosize
          minRows={3}
          size="md"
          value={findings}
          onChange={(e) => setFindings(e.currentTarget.value)}
          readOnly={!manage}
        />
      ) : null}
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      {manage && next ? (
        <Group>
          <Button onClick={() => void move()} loading={busy} color={next === 'Closed' ? 'teal' : 'brand'}>
            {next === 'Closed' ? 'Close the incident' : 'Start the investigation'}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
