import { REPORT_INCIDENT_MESSAGES } from '@care/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { addIncidentInformation, INCIDENTS_KEY } from './incident-links-api.ts';

export interface AddToIncidentDialogProps {
  incident: { incidentId: string; incidentNo: string; title: string } | null;
  onClose: () => void;
  /** After the information is added (the report's step links the report to the incident too). */
  onAdded?: () => void;
}

/**
 * "Add to it" (issue 40): what the reporter knows now, added to the incident already reported, as a
 * dated line under it; the first record stays as written.
 */
export function AddToIncidentDialog({ incident, onClose, onAdded }: AddToIncidentDialogProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  const add = async () => {
    if (!incident) {
      return;
    }
    if (text.trim() === '') {
      setError(REPORT_INCIDENT_MESSAGES.additionRequired);
      return;
    }
    setBusy(true);
    try {
      await addIncidentInformation(incident.incidentId, text.trim());
      await queryClient.invalidateQueries({ queryKey: INCIDENTS_KEY });
      onAdded?.();
      close();
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={incident !== null}
      onClose={close}
      title={incident ? `Add to ${incident.incidentNo}` : ''}
      size="lg"
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {incident?.title}. What you add is kept under the incident with the time; what was first recorded
          stays as written.
        </Text>
        <Textarea
          label="What you want to add"
          description="What you know now: how the person is, who else was told, what you saw later."
          autosize
          minRows={4}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void add()} loading={busy}>
            Add to the incident
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
