import { Box, Button, Image, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconPencil, IconSignature, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { readAsDataUrl } from '../photo/photo-file.ts';
import { problemOf } from '../photo/problem-of.ts';
import { DialogFooter, ResponsiveModal } from '../photo/ResponsiveModal.tsx';
import { DropArea } from '../upload/DropArea.tsx';
import { type DrawApi, DrawSignature } from './DrawSignature.tsx';
import {
  renderTypedSignature,
  SCRIPT_FONTS,
  SIGNATURE_MESSAGES,
  signatureFileProblem,
  TYPED_MAX,
} from './signature-image.ts';

export type SignatureMode = 'draw' | 'type' | 'upload';

export interface SignatureDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Sends the signature image through the person's profile edit (as signatureFile). */
  onSave: (file: File) => Promise<unknown>;
  /** "Change" rather than "Add" in the title. */
  hasSignature?: boolean;
}

const MODES = [
  { value: 'draw', label: 'Draw' },
  { value: 'type', label: 'Type' },
  { value: 'upload', label: 'Upload' },
];

/** Adds or changes a signature by drawing, typing or uploading it (spec 3 §2.6). */
export function SignatureDialog({ opened, onClose, onSave, hasSignature = false }: SignatureDialogProps) {
  const [mode, setMode] = useState<SignatureMode>('draw');
  const [typed, setTyped] = useState('');
  const [upload, setUpload] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const draw = useRef<DrawApi | null>(null);

  useEffect(() => {
    if (opened) {
      setMode('draw');
      setTyped('');
      setUpload(null);
      setProblem(null);
    }
  }, [opened]);

  const chooseUpload = async (file: File | undefined) => {
    if (!file) {
      return;
    }
    const why = await signatureFileProblem(file);
    setProblem(why);
    setUpload(why ? null : { file, url: await readAsDataUrl(file) });
  };

  const fileFor = async (): Promise<File | string> => {
    switch (mode) {
      case 'draw':
        return !draw.current || draw.current.isEmpty() ? SIGNATURE_MESSAGES.draw : draw.current.toFile();
      case 'type':
        return typed.trim() === '' ? SIGNATURE_MESSAGES.type : renderTypedSignature(typed.trim());
      case 'upload':
        return upload ? upload.file : SIGNATURE_MESSAGES.upload;
    }
  };

  const save = async () => {
    setSaving(true);
    try {
      const result = await fileFor();
      if (typeof result === 'string') {
        setProblem(result);
        return;
      }
      await onSave(result);
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
      title={hasSignature ? 'Change signature' : 'Add signature'}
    >
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          size="md"
          value={mode}
          onChange={(v) => {
            setMode(v as SignatureMode);
            setProblem(null);
          }}
          data={MODES}
          aria-label="How to give your signature"
        />
        {mode === 'draw' ? (
          <DrawSignature apiRef={draw} onDraw={() => setProblem(null)} error={problem} />
        ) : null}
        {mode === 'type' ? (
          <Stack gap="sm">
            <TextInput
              label="Type your name"
              size="md"
              value={typed}
              maxLength={TYPED_MAX}
              onChange={(e) => {
                setTyped(e.currentTarget.value.slice(0, TYPED_MAX));
                setProblem(null);
              }}
              description={`${typed.length}/${TYPED_MAX} characters`}
              error={problem}
              autoComplete="name"
            />
            <Box
              aria-hidden="true"
              style={{
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 12,
                aspectRatio: '3 / 1',
                display: 'grid',
                placeItems: 'center',
                background: '#fff',
                overflow: 'hidden',
              }}
            >
              <Text style={{ fontFamily: SCRIPT_FONTS, fontStyle: 'italic', fontSize: 40, color: '#1a2b4c' }}>
                {typed.trim() || ' '}
              </Text>
            </Box>
          </Stack>
        ) : null}
        {mode === 'upload' ? (
          <Stack gap="sm">
            <DropArea
              onDrop={(files) => void chooseUpload(files[0])}
              onReject={() => setProblem('Please choose a PNG or JPEG image of your signature.')}
              accept={['image/png', 'image/jpeg']}
              multiple={false}
              aria-label="Choose a signature image"
              radius="lg"
            >
              <Stack align="center" gap={6} py="lg" style={{ pointerEvents: 'none' }}>
                {upload ? (
                  <Image src={upload.url} alt="Your signature" mah={120} fit="contain" />
                ) : (
                  <IconUpload size={36} stroke={1.8} aria-hidden />
                )}
                <Text fw={600}>
                  {upload ? 'Choose a different image' : 'Choose an image of your signature'}
                </Text>
                <Text fz="sm" c="dimmed">
                  PNG or JPEG
                </Text>
              </Stack>
            </DropArea>
            {problem ? (
              <Text c="red.7" fz="sm" role="alert">
                {problem}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <DialogFooter>
          <Button variant="default" size="md" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button
            size="md"
            onClick={() => void save()}
            loading={saving}
            leftSection={
              mode === 'draw' ? (
                <IconPencil size={18} stroke={1.8} aria-hidden />
              ) : (
                <IconSignature size={18} stroke={1.8} aria-hidden />
              )
            }
          >
            Save signature
          </Button>
        </DialogFooter>
      </Stack>
    </ResponsiveModal>
  );
}
