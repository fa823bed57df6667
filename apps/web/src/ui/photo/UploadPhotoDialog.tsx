import { Alert, Box, Button, Slider, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { DropArea } from '../upload/DropArea.tsx';
import { cropToJpeg } from './crop-image.ts';
import { PHOTO_ASPECT, photoFileProblem, readAsDataUrl, ZOOM } from './photo-file.ts';
import { problemOf } from './problem-of.ts';
import { DialogFooter, ResponsiveModal } from './ResponsiveModal.tsx';

export interface UploadPhotoDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Sends the cropped photo (a JPEG named photo.jpg); rejects when the server refuses it. */
  onSave: (file: File) => Promise<unknown>;
}

const ACCEPT = ['image/png', 'image/jpeg'];

/** Keeps a zoom value inside 1..3 on the 0.1 grid (spec 1 §9). */
export function clampZoom(value: number): number {
  const stepped = Math.round(value / ZOOM.step) * ZOOM.step;
  return Math.min(ZOOM.max, Math.max(ZOOM.min, Number(stepped.toFixed(1))));
}

/** Upload Photo: choose a PNG or JPEG of at most 2 MB (checked before sending), crop at 4:3, zoom 1–3. */
export function UploadPhotoDialog({ opened, onClose, onSave }: UploadPhotoDialogProps) {
  const [source, setSource] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (opened) {
      setSource(null);
      setProblem(null);
      setZoom(ZOOM.min);
      setCrop({ x: 0, y: 0 });
      setArea(null);
    }
  }, [opened]);

  const choose = async (files: File[]) => {
    const file = files[0];
    if (!file) {
      return;
    }
    const why = await photoFileProblem(file);
    if (why) {
      setProblem(why);
      return;
    }
    setProblem(null);
    setSource(await readAsDataUrl(file));
  };

  const save = async () => {
    if (!source || !area) {
      return;
    }
    setSaving(true);
    try {
      await onSave(await cropToJpeg(source, area));
      onClose();
    } catch (error) {
      setProblem(problemOf(error, 'The photo could not be saved.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ResponsiveModal opened={opened} onClose={() => !saving && onClose()} title="Upload Photo">
      <Stack gap="md">
        {source ? (
          <>
            <Text fz="sm" c="dimmed">
              Drag the photo to position it, and use the slider to zoom in.
            </Text>
            <Box
              pos="relative"
              w="100%"
              style={{ aspectRatio: '4 / 3', borderRadius: 12, overflow: 'hidden', background: '#1b1f24' }}
            >
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={PHOTO_ASPECT}
                minZoom={ZOOM.min}
                maxZoom={ZOOM.max}
                onCropChange={setCrop}
                onZoomChange={(z) => setZoom(clampZoom(z))}
                onCropComplete={(_, pixels) => setArea(pixels)}
              />
            </Box>
            <div>
              <Text fz="sm" fw={600} mb={6} id="photo-zoom-label">
                Zoom
              </Text>
              <Slider
                min={ZOOM.min}
                max={ZOOM.max}
                step={ZOOM.step}
                value={zoom}
                onChange={(v) => setZoom(clampZoom(v))}
                label={(v) => `${v.toFixed(1)}×`}
                thumbLabel="Zoom"
                aria-labelledby="photo-zoom-label"
                size="lg"
                marks={[
                  { value: 1, label: '1×' },
                  { value: 2, label: '2×' },
                  { value: 3, label: '3×' },
                ]}
                mb="lg"
              />
            </div>
          </>
        ) : (
          <DropArea
            onDrop={(files) => void choose(files)}
            onReject={() => setProblem('Please choose a PNG or JPEG photo of at most 2 MB.')}
            accept={ACCEPT}
            multiple={false}
            aria-label="Choose a photo"
            radius="lg"
          >
            <Stack align="center" gap={6} py="xl" style={{ pointerEvents: 'none' }}>
              <IconPhoto size={40} stroke={1.8} aria-hidden />
              <Text fw={600}>Choose a photo</Text>
              <Text fz="sm" c="dimmed" ta="center">
                Tap to pick one from your device, or drag it here. PNG or JPEG, up to 2 MB.
              </Text>
            </Stack>
          </DropArea>
        )}
        {problem ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} stroke={1.8} aria-hidden />}
            role="alert"
          >
            {problem}
          </Alert>
        ) : null}
        <DialogFooter>
          {source ? (
            <Button variant="default" size="md" onClick={() => setSource(null)} disabled={saving}>
              Choose another
            </Button>
          ) : (
            <Button variant="default" size="md" onClick={onClose}>
              Cancel
            </Button>
          )}
          <Button
            size="md"
            onClick={() => void save()}
            loading={saving}
            disabled={!source || !area}
            leftSection={<IconUpload size={18} stroke={1.8} aria-hidden />}
          >
            Save photo
          </Button>
        </DialogFooter>
      </Stack>
    </ResponsiveModal>
  );
}
