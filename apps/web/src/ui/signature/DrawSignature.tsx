import { Box, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { type RefObject, useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { canvasToFile } from '../photo/photo-file.ts';
import { DRAW_SIZE, SIGNATURE_FILE_NAME } from './signature-image.ts';

/** What the dialog asks of the drawing. */
export interface DrawApi {
  isEmpty(): boolean;
  toFile(): Promise<File>;
}

export interface DrawSignatureProps {
  apiRef: RefObject<DrawApi | null>;
  /** Called when a stroke starts (the dialog clears its message). */
  onDraw?: () => void;
  error?: string | null;
}

/**
 * The 400x200 drawing pad (signature_pad). On a narrow phone it shrinks to fit, keeping 2:1, and the
 * saved image is always 400x200.
 */
export function DrawSignature({ apiRef, onDraw, error }: DrawSignatureProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onDrawRef = useRef(onDraw);
  onDrawRef.current = onDraw;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) {
      return;
    }
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = canvas.offsetWidth || DRAW_SIZE.width;
      const height = canvas.offsetHeight || DRAW_SIZE.height;
      const strokes = padRef.current?.toData();
      canvas.width = width * ratio;
      canvas.height = height * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      padRef.current?.clear();
      if (strokes?.length) {
        padRef.current?.fromData(strokes);
      }
    };
    try {
      padRef.current = new SignaturePad(canvas, { penColor: '#1a2b4c', minWidth: 0.8, maxWidth: 2.6 });
      fit();
      padRef.current.addEventListener('beginStroke', () => onDrawRef.current?.());
    } catch {
      // No 2D canvas (very old browsers): the pad stays empty and the dialog says so on save.
      padRef.current = null;
    }
    window.addEventListener('resize', fit);
    apiRef.current = {
      isEmpty: () => padRef.current?.isEmpty() ?? true,
      toFile: async () => {
        const out = document.createElement('canvas');
        out.width = DRAW_SIZE.width;
        out.height = DRAW_SIZE.height;
        out.getContext('2d')?.drawImage(canvas, 0, 0, DRAW_SIZE.width, DRAW_SIZE.height);
        return canvasToFile(out, SIGNATURE_FILE_NAME, 'image/png');
      },
    };
    return () => {
      window.removeEventListener('resize', fit);
      padRef.current?.off();
      padRef.current = null;
      apiRef.current = null;
    };
  }, [apiRef]);

  return (
    <div>
      <Box
        maw={DRAW_SIZE.width}
        mx="auto"
        style={{
          border: `2px dashed var(--mantine-color-${error ? 'red-5' : 'gray-4'})`,
          borderRadius: 12,
          background: '#fff',
          position: 'relative',
        }}
      >
        <canvas
          ref={canvasRef}
          aria-label="Signature drawing pad"
          width={DRAW_SIZE.width}
          height={DRAW_SIZE.height}
          style={{
            display: 'block',
            width: '100%',
            aspectRatio: '2 / 1',
            touchAction: 'none',
            cursor: 'crosshair',
          }}
        />
        <Box
          pos="absolute"
          left={24}
          right={24}
          bottom={36}
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', pointerEvents: 'none' }}
        />
      </Box>
      <Group justify="space-between" mt={6} maw={DRAW_SIZE.width} mx="auto">
        <Text fz="xs" c="dimmed">
          Sign with your finger, a stylus or the mouse.
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconRefresh size={14} stroke={1.8} aria-hidden />}
          onClick={() => padRef.current?.clear()}
        >
          Clear
        </Button>
      </Group>
      {error ? (
        <Text c="red.7" fz="sm" mt={4} role="alert" ta="center">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
