import { Box, Button, Image, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCamera, IconUpload } from '@tabler/icons-react';
import { Suspense } from 'react';
import { lazyComponent } from '../lazy-component.ts';
import { initialsOf } from '../role-label.ts';
import { TakePhotoDialog } from './TakePhotoDialog.tsx';

// The crop tool's library downloads only when someone uploads a photo.
const UploadPhotoDialog = lazyComponent(() => import('./UploadPhotoDialog.tsx'), 'UploadPhotoDialog');

export interface ProfilePhotoProps {
  imageUrl: string | null | undefined;
  /** Whose photo it is (alt text, and initials when there is none). */
  name: string;
  /** Shows Take Photo and Upload Photo (only to those who may change it). */
  canEdit: boolean;
  /** Sends the new photo (a JPEG named photo.jpg) through the person's profile edit. */
  onSave: (file: File) => Promise<unknown>;
  /** Width of the 4:3 frame in pixels. */
  width?: number;
}

/**
 * A person's photo in a 4:3 frame (the crop's shape). Clicking it shows it larger; those who may
 * change it can take a new one with the camera or upload and crop one.
 */
export function ProfilePhoto({ imageUrl, name, canEdit, onSave, width = 168 }: ProfilePhotoProps) {
  const [viewing, view] = useDisclosure(false);
  const [taking, take] = useDisclosure(false);
  const [uploading, upload] = useDisclosure(false);
  const height = Math.round((width * 3) / 4);

  const frame = {
    width,
    height,
    borderRadius: 16,
    overflow: 'hidden',
    background: 'var(--mantine-color-brand-0)',
    border: '1px solid var(--mantine-color-gray-2)',
  } as const;

  return (
    <Stack gap="sm" align="center" w={width} maw="100%">
      {imageUrl ? (
        <UnstyledButton onClick={view.open} aria-label={`Show ${name}'s photo larger`} style={frame}>
          <Image src={imageUrl} alt={`Photo of ${name}`} w="100%" h="100%" fit="cover" />
        </UnstyledButton>
      ) : (
        <Box
          style={{ ...frame, display: 'grid', placeItems: 'center' }}
          role="img"
          aria-label={`${name} has no photo yet`}
        >
          <Text fz={Math.round(width / 4)} fw={700} c="brand.7">
            {initialsOf(name)}
          </Text>
        </Box>
      )}
      {canEdit ? (
        <Stack gap={6} w="100%">
          <Button
            variant="light"
            size="sm"
            fullWidth
            leftSection={<IconCamera size={16} stroke={1.8} aria-hidden />}
            onClick={take.open}
          >
            Take Photo
          </Button>
          <Button
            variant="light"
            size="sm"
            fullWidth
            leftSection={<IconUpload size={16} stroke={1.8} aria-hidden />}
            onClick={upload.open}
          >
            Upload Photo
          </Button>
        </Stack>
      ) : null}

      <Modal
        opened={viewing}
        onClose={view.close}
        title={<Text fw={700}>{name}</Text>}
        size="xl"
        centered
        radius="lg"
      >
        {imageUrl ? <Image src={imageUrl} alt={`Photo of ${name}, enlarged`} radius="md" /> : null}
      </Modal>
      {canEdit ? (
        <>
          <TakePhotoDialog opened={taking} onClose={take.close} onSave={onSave} />
          {uploading ? (
            <Suspense fallback={null}>
              <UploadPhotoDialog opened onClose={upload.close} onSave={onSave} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
