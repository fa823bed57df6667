import { SIGNER_LABELS, type SignerRole } from '@care/domain';
import { Alert, Button, Checkbox, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { readAsDataUrl } from '../../ui/photo/photo-file.ts';
import { problemOf } from '../../ui/photo/problem-of.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { type DrawApi, DrawSignature } from '../../ui/signature/DrawSignature.tsx';
import { SIGNATURE_MESSAGES } from '../../ui/signature/signature-image.ts';

export interface SignFormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The roles this signature may be given as (one needed signature: participant or representative). */
  roles: readonly SignerRole[];
  defaultName: string;
  /** The office may record a verbal agreement instead of a drawn signature. */
  allowVerbal: boolean;
  onSign: (sig: {
    role: SignerRole;
    name: string;
    position: string | null;
    method: 'drawn' | 'verbal';
    signatureImage: string | null;
    notes: string | null;
  }) => Promise<unknown>;
}

/** Signs a form with the product's signature pad (ui/signature), or records a verbal agreement. */
export function SignFormDialog({
  opened,
  onClose,
  roles,
  defaultName,
  allowVerbal,
  onSign,
}: SignFormDialogProps) {
  const [role, setRole] = useState<SignerRole>(roles[0] ?? 'participant');
  const [name, setName] = useState(defaultName);
  const [position, setPosition] = useState('');
  const [verbal, setVerbal] = useState(false);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const draw = useRef<DrawApi | null>(null);

  useEffect(() => {
    if (opened) {
      setRole(roles[0] ?? 'participant');
      setName(defaultName);
      setPosition('');
      setVerbal(false);
      setNotes('');
      setProblem(null);
    }
  }, [opened, roles, defaultName]);

  const sign = async () => {
    setProblem(null);
    if (name.trim() === '') {
      setProblem('Enter the name of the person signing');
      return;
    }
    setSaving(true);
    try {
      let image: string | null = null;
      if (!verbal) {
        if (!draw.current || draw.current.isEmpty()) {
          setProblem(SIGNATURE_MESSAGES.draw);
          return;
        }
        image = await readAsDataUrl(await draw.current.toFile());
      } else if (notes.trim() === '') {
        setProblem('Record what was agreed and who witnessed it');
        return;
      }
      await onSign({
        role,
        name: name.trim(),
        position: position.trim() || null,
        method: verbal ? 'verbal' : 'drawn',
        signatureImage: image,
        notes: verbal ? notes.trim() : null,
      });
      onClose();
    } catch (error) {
      setProblem(problemOf(error, 'The signature could not be saved.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ResponsiveModal
      opened={opened}
      onClose={() => !saving && onClose()}
      title={`Sign as ${SIGNER_LABELS[role].toLowerCase()}`}
    >
      <Stack gap="md">
        {roles.length > 1 ? (
          <SegmentedControl
            fullWidth
            value={role}
            onChange={(v) => setRole(v as SignerRole)}
            data={roles.map((r) => ({ value: r, label: SIGNER_LABELS[r] }))}
            aria-label="Signing as"
          />
        ) : null}
        <TextInput
          label="Name"
          size="md"
          withAsterisk
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <TextInput
          label={role === 'representative' ? 'Relationship or authority' : 'Position'}
          size="md"
          value={position}
          onChange={(e) => setPosition(e.currentTarget.value)}
        />
        {allowVerbal ? (
          <Checkbox
            label="Verbal agreement recorded by staff (a signature is impracticable)"
            checked={verbal}
            onChange={(e) => setVerbal(e.currentTarget.checked)}
          />
        ) : null}
        {verbal ? (
          <Textarea
            label="What was agreed, and who witnessed it"
            size="md"
            autosize
            minRows={3}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
        ) : (
          <DrawSignature apiRef={draw} onDraw={() => setProblem(null)} error={problem} />
        )}
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Text fz="xs" c="dimmed">
          Signing confirms this version. A signed version is never changed: later edits make a new version.
        </Text>
        <DialogFooter>
          <Button variant="default" size="md" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button
            size="md"
            loading={saving}
            onClick={() => void sign()}
            leftSection={<IconSignature size={18} stroke={1.8} aria-hidden />}
          >
            Sign
          </Button>
        </DialogFooter>
      </Stack>
    </ResponsiveModal>
  );
}
