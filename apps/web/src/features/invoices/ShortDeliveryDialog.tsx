import { formatTicks, INVOICE_MESSAGES, type InvoiceLineView } from '@care/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { lineDateText, moneyText } from './invoice-display.ts';
import { confirmShortDelivery } from './invoices-api.ts';

/**
 * Confirm a short delivery (docs/workforce.md "Delivered against agreed"): the worker delivered less
 * than agreed beyond the company's tolerance, so the line bills the worked time; the office may
 * bill the agreed time instead, saying why (kept on the line and in the activity log).
 */
export function ShortDeliveryDialog({
  line,
  onClose,
  onSaved,
}: {
  line: InvoiceLineView;
  onClose: () => void;
  onSaved: (line: InvoiceLineView) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (reason.trim().length < 5) {
      setError(INVOICE_MESSAGES.reasonRequired);
      return;
    }
    setSaving(true);
    try {
      const reply = await confirmShortDelivery(line.invoicesId, reason.trim());
      onSaved(reply.invoice);
    } catch (e) {
      if (isApiError(e)) {
        setError(e.fieldErrors.reason ?? null);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Text fw={700} fz="lg">
          Confirm the agreed time
        </Text>
      }
      size="md"
    >
      <Stack gap="md">
        <Alert color="orange" variant="light">
          {line.clientName}, {lineDateText(line)}: worked {formatTicks(line.duration)} of the agreed{' '}
          {formatTicks(line.agreedDuration)}. The line bills the worked time ({moneyText(line.amountCents)}).
          Bill the agreed time only when the agreement allows it (for example, the participant ended the
          support early), and say why.
        </Alert>
        <Textarea
          label="Reason"
          description="Kept on the line, in its explanation and in the activity log"
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={saving}>
            Bill the agreed time
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
