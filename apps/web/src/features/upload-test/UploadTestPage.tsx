import { Alert, Anchor, Button, Divider, Group, Image, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { lazyComponent } from '../../ui/lazy-component.ts';
import { FileDrop } from '../../ui/upload/FileDrop.tsx';
import { DOCUMENT_FILE, type FileKind, formatFileSize } from '../../ui/upload/file-kinds.ts';
import { PublicLinkLayout } from '../auth/PublicLinkLayout.tsx';
import { type UploadTestReply, uploadTestFile } from './upload-test-api.ts';

const UploadPhotoDialog = lazyComponent(
  () => import('../../ui/photo/UploadPhotoDialog.tsx'),
  'UploadPhotoDialog',
);

/** What the page's picker takes (spec 1 §2.1): documents and JPEG photos. */
const TEST_FILE: FileKind = {
  accept: { ...DOCUMENT_FILE.accept, 'image/jpeg': ['.jpg', '.jpeg'] },
  extensions: [...DOCUMENT_FILE.extensions, '.jpg', '.jpeg'],
  maxBytes: DOCUMENT_FILE.maxBytes,
  label: '.pdf, .doc, .docx, .jpg or .jpeg',
};

/**
 * /upload-test: try the upload path, and the photo crop, before relying on them; the file goes
 * through the same server checks and storage as every other upload.
 */
export function UploadTestPage() {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [cropping, setCropping] = useState(false);
  const [received, setReceived] = useState<UploadTestReply | null>(null);

  const send = async (chosen: File | null) => {
    if (!chosen) {
      setProblem('No File Selected');
      return;
    }
    setSending(true);
    setProblem(undefined);
    try {
      setReceived(await uploadTestFile(chosen));
      setFile(null);
    } catch (error) {
      setProblem(isApiError(error) ? (error.fieldErrors.file ?? error.message) : undefined);
      throw error;
    } finally {
      setSending(false);
    }
  };

  return (
    <PublicLinkLayout
      title="Upload test"
      description="Check that uploads work on this device: send a document or a photo and see it stored."
    >
      <Stack gap="md">
        <FileDrop
          label="File"
          kind={TEST_FILE}
          file={file}
          onChange={(chosen) => {
            setFile(chosen);
            setProblem(undefined);
          }}
          required
          error={problem}
          wrongTypeMessage={`Choose a ${TEST_FILE.label} file.`}
          description={`A ${TEST_FILE.label} file.`}
        />
        <Button
          size="md"
          leftSection={<IconUpload size={18} stroke={1.8} aria-hidden />}
          loading={sending}
          onClick={() => void send(file).catch(() => undefined)}
        >
          Upload
        </Button>
        <Divider label="or" />
        <Button variant="default" size="md" onClick={() => setCropping(true)}>
          Upload and crop a photo
        </Button>
        {received ? (
          <Alert color="teal" variant="light" title={received.message} role="status">
            <Stack gap="xs">
              <Text fz="sm">
                {received.fileName} · {received.kind.toUpperCase()} · {formatFileSize(received.size)}
              </Text>
              {received.kind === 'jpeg' ? (
                <Image src={received.url} alt={`The uploaded ${received.fileName}`} radius="md" maw={320} />
              ) : null}
              <Group>
                <Anchor href={received.url} target="_blank" rel="noopener" fz="sm">
                  Open the stored file
                </Anchor>
              </Group>
            </Stack>
          </Alert>
        ) : null}
      </Stack>
      {cropping ? (
        <Suspense fallback={null}>
          <UploadPhotoDialog opened onClose={() => setCropping(false)} onSave={(photo) => send(photo)} />
        </Suspense>
      ) : null}
    </PublicLinkLayout>
  );
}
