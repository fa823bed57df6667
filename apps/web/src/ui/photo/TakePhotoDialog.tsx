import { Alert, Box, Button, Image, Loader, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCamera,
  IconCameraRotate,
  IconRefresh,
  IconUpload,
} from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { canvasToFile, PHOTO_FILE_NAME, PHOTO_MAX_WIDTH } from './photo-file.ts';
import { problemOf } from './problem-of.ts';
import { DialogFooter, ResponsiveModal } from './ResponsiveModal.tsx';

/** The camera message of the error catalogue (spec 1 §8). */
export const NO_CAMERA = 'No camera detected. Please check your device settings.';
export const CAMERA_BLOCKED =
  'Camera access is blocked. Allow this site to use the camera in your browser settings, then try again.';

type Facing = 'user' | 'environment';

export interface TakePhotoDialogProps {
  opened: boolean;
  onClose: () => void;
  onSave: (file: File) => Promise<unknown>;
}

function stop(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) {
    track.stop();
  }
}

/** Take Photo: the device camera, front or rear, with retake and submit (spec 1 §2.4). */
export function TakePhotoDialog({ opened, onClose, onSave }: TakePhotoDialogProps) {
  const video = useRef<HTMLVideoElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  // Each start gets a number; a camera that answers after the dialog closed or switched is turned off.
  const generation = useRef(0);
  // The preview may mount after the camera starts (dialog transition, retake): attach it then.
  const attachVideo = useCallback((el: HTMLVideoElement | null) => {
    video.current = el;
    if (el && stream.current && el.srcObject !== stream.current) {
      el.srcObject = stream.current;
      void el.play().catch(() => undefined);
    }
  }, []);
  const [facing, setFacing] = useState<Facing>('user');
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [shot, setShot] = useState<{ file: File; url: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const start = useCallback(
    async (want: Facing) => {
      stop(stream.current);
      stream.current = null;
      setProblem(null);
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem(NO_CAMERA);
        return;
      }
      const mine = ++generation.current;
      setStarting(true);
      try {
        const media = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: want }, width: { ideal: 1280 }, height: { ideal: 960 } },
          audio: false,
        });
        if (mine !== generation.current) {
          stop(media);
          return;
        }
        stream.current = media;
        attachVideo(video.current);
      } catch (error) {
        if (mine !== generation.current) {
          return;
        }
        const name = error instanceof DOMException ? error.name : '';
        setProblem(name === 'NotAllowedError' || name === 'SecurityError' ? CAMERA_BLOCKED : NO_CAMERA);
      } finally {
        if (mine === generation.current) {
          setStarting(false);
        }
      }
    },
    [attachVideo],
  );

  useEffect(() => {
    if (opened && !shot) {
      void start(facing);
    }
    return () => {
      generation.current++;
      stop(stream.current);
      stream.current = null;
    };
  }, [opened, facing, shot, start]);

  useEffect(() => {
    if (!opened) {
      setShot(null);
      setProblem(null);
    }
  }, [opened]);

  const capture = async () => {
    const v = video.current;
    if (!v?.videoWidth) {
      return;
    }
    const scale = Math.min(1, PHOTO_MAX_WIDTH / v.videoWidth);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(v.videoWidth * scale);
    canvas.height = Math.round(v.videoHeight * scale);
    canvas.getContext('2d')?.drawImage(v, 0, 0, canvas.width, canvas.height);
    const file = await canvasToFile(canvas, PHOTO_FILE_NAME, 'image/jpeg', 0.9);
    setShot({ file, url: canvas.toDataURL('image/jpeg', 0.8) });
  };

  const submit = async () => {
    if (!shot) {
      return;
    }
    setSaving(true);
    try {
      await onSave(shot.file);
      onClose();
    } catch (error) {
      setProblem(problemOf(error, 'The photo could not be saved.'));
    } finally {
      setSaving(false);
    }
  };

  const cameraFailed = problem === NO_CAMERA || problem === CAMERA_BLOCKED;

  return (
    <ResponsiveModal opened={opened} onClose={() => !saving && onClose()} title="Take Photo">
      <Stack gap="md">
        <Box
          pos="relative"
          style={{ aspectRatio: '4 / 3', borderRadius: 12, overflow: 'hidden', background: '#1b1f24' }}
        >
          {shot ? (
            <Image src={shot.url} alt="The photo you took" h="100%" fit="cover" />
          ) : (
            <video
              ref={attachVideo}
              playsInline
              muted
              aria-label="Camera preview"
              style={{
                width: '100%',
                height: '100%',
                objectFit: 'cover',
                transform: facing === 'user' ? 'scaleX(-1)' : undefined,
                display: cameraFailed ? 'none' : 'block',
              }}
            />
          )}
          {starting ? (
            <Stack pos="absolute" inset={0} align="center" justify="center" c="white" gap="xs">
              <Loader color="white" />
              <Text fz="sm">Starting the camera…</Text>
            </Stack>
          ) : null}
          {cameraFailed ? (
            <Stack pos="absolute" inset={0} align="center" justify="center" c="gray.4" gap="xs" p="md">
              <IconCamera size={40} stroke={1.8} aria-hidden />
            </Stack>
          ) : null}
        </Box>
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
          {shot ? (
            <>
              <Button
                variant="default"
                size="md"
                leftSection={<IconRefresh size={18} stroke={1.8} aria-hidden />}
                onClick={() => setShot(null)}
              >
                Retake
              </Button>
              <Button
                size="md"
                leftSection={<IconUpload size={18} stroke={1.8} aria-hidden />}
                loading={saving}
                onClick={() => void submit()}
              >
                Use this photo
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="default"
                size="md"
                leftSection={<IconCameraRotate size={18} stroke={1.8} aria-hidden />}
                onClick={() => setFacing((f) => (f === 'user' ? 'environment' : 'user'))}
                disabled={starting}
              >
                {facing === 'user' ? 'Rear camera' : 'Front camera'}
              </Button>
              <Button
                size="md"
                leftSection={<IconCamera size={18} stroke={1.8} aria-hidden />}
                onClick={() => void capture()}
                disabled={starting || cameraFailed}
              >
                Capture
              </Button>
            </>
          )}
        </DialogFooter>
      </Stack>
    </ResponsiveModal>
  );
}
