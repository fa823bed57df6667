import { formatMegabytes } from '@care/domain';
import { ActionIcon, Group, Input, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBan, IconFileText, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { DropArea, type FileRejection } from './DropArea.tsx';
import { type FileKind, formatFileSize, hasAcceptedExtension } from './file-kinds.ts';

export interface FileDropProps {
  label: string;
  kind: FileKind;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Says what is wrong with the file (from the form, or the server's reply). */
  error?: string;
  /** Shown when a file of another type is dropped. */
  wrongTypeMessage: string;
  description?: string;
  /** Marks the label with an asterisk. */
  required?: boolean;
  disabled?: boolean;
  /** Text inside the area; defaults to "Drag a file here, or click to choose one". */
  prompt?: string;
}

function rejectionMessage(rejections: FileRejection[], kind: FileKind, wrongType: string): string {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  if (codes.includes('too-many-files')) {
    return 'Choose one file at a time.';
  }
  if (codes.includes('file-too-large')) {
    return `The file is larger than ${formatMegabytes(kind.maxBytes)}.`;
  }
  return wrongType;
}

/**
 * The one single-file drop area (`DropArea`): drag a file in or click to choose it, see the
 * chosen file's name and size, and remove it. The hidden file input carries the label, so
 * screen readers and tests find it by the field's name.
 */
export function FileDrop({
  label,
  kind,
  file,
  onChange,
  error,
  wrongTypeMessage,
  description,
  required,
  disabled,
  prompt = 'Drag a file here, or click to choose one',
}: FileDropProps) {
  const inputId = useId();
  const [rejected, setRejected] = useState<string | null>(null);
  const shownError = rejected ?? error;

  const accept = (files: File[]) => {
    const [first] = files;
    if (!first) {
      return;
    }
    if (!hasAcceptedExtension(first, kind)) {
      setRejected(wrongTypeMessage);
      return;
    }
    setRejected(null);
    onChange(first);
  };

  return (
    <Input.Wrapper
      id={inputId}
      label={label}
      description={description}
      error={shownError}
      withAsterisk={required}
      size="md"
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Stack gap="xs" mt={4}>
        <DropArea
          onDrop={accept}
          onReject={(rejections) => setRejected(rejectionMessage(rejections, kind, wrongTypeMessage))}
          accept={kind.accept}
          maxSize={kind.maxBytes}
          multiple={false}
          disabled={disabled}
          activateOnClick={!disabled}
          inputProps={{ id: inputId, 'aria-label': label }}
          aria-invalid={Boolean(shownError)}
          radius="md"
          p="lg"
          style={{
            borderColor: shownError ? 'var(--mantine-color-red-6)' : undefined,
            borderWidth: 2,
            ...(disabled
              ? { background: 'var(--mantine-color-gray-1)', cursor: 'not-allowed', opacity: 0.75 }
              : {}),
          }}
        >
          {(drag) => (
            <Group justify="center" gap="md" wrap="nowrap" style={{ pointerEvents: 'none' }}>
              {drag.reject ? (
                <IconX size={36} color="var(--mantine-color-red-6)" stroke={1.8} aria-hidden />
              ) : disabled && drag.idle ? (
                <IconBan size={36} color="var(--mantine-color-gray-5)" stroke={1.8} aria-hidden />
              ) : (
                <IconUpload size={36} color="var(--mantine-color-brand-6)" stroke={1.8} aria-hidden />
              )}
              <Stack gap={2}>
                <Text fw={600} c={disabled ? 'dimmed' : undefined} visibleFrom={disabled ? undefined : 'sm'}>
                  {file && !disabled ? 'Drop another file here to replace it' : prompt}
                </Text>
                {disabled ? null : (
                  <Text fw={600} hiddenFrom="sm">
                    {file ? 'Tap to choose another file' : 'Tap to choose a file'}
                  </Text>
                )}
                <Text fz="sm" c="dimmed">
                  {kind.label}, up to {formatMegabytes(kind.maxBytes)}
                </Text>
              </Stack>
            </Group>
          )}
        </DropArea>
        {file ? (
          <Paper withBorder p="xs" px="sm" radius="md" bg="gray.0" data-testid="chosen-file">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" radius="md" size={36}>
                <IconFileText size={20} stroke={1.8} aria-hidden />
              </ThemeIcon>
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} fz="sm" truncate="end">
                  {file.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {formatFileSize(file.size)}
                </Text>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Remove ${file.name}`}
                onClick={() => {
                  setRejected(null);
                  onChange(null);
                }}
                disabled={disabled}
              >
                <IconX size={18} stroke={1.8} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
