import { Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { saveBlob } from '../../ui/upload/download-file.ts';

/** A name safe for a file: no characters that file systems refuse. */
export const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|]+/g, ' ').trim();

/** An object address for the blob while the page shows it. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/** The middle of the window, for the loading and failure states of a PDF page. */
export function Centered({ children }: { children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md">
      <Box maw={520} w="100%">
        {children}
      </Box>
    </Center>
  );
}

export function PdfPreparing({ text }: { text: string }) {
  return (
    <Centered>
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Centered>
  );
}

/**
 * A PDF across the whole window (pages outside the app's shell): a bar with its title, Open and
 * Download, and the PDF framed below from a blob: address.
 */
export function PdfViewer({ blob, title, fileName }: { blob: Blob; title: string; fileName: string }) {
  const url = useObjectUrl(blob);
  if (!url) {
    return <PdfPreparing text="Preparing the PDF…" />;
  }
  return (
    <Stack gap={0} h="100dvh">
      <Group
        justify="space-between"
        px="md"
        py="xs"
        gap="xs"
        wrap="wrap"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Text fw={700} truncate="end" style={{ flex: '1 1 220px', minWidth: 0 }}>
          {title}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button
            component="a"
            href={url}
            target="_blank"
            rel="noopener"
            variant="default"
            leftSection={<IconExternalLink size={18} stroke={1.8} aria-hidden />}
          >
            Open
          </Button>
          <Button
            leftSection={<IconDownload size={18} stroke={1.8} aria-hidden />}
            onClick={() => saveBlob(blob, `${safeFileName(fileName)}.pdf`)}
          >
            Download
          </Button>
        </Group>
      </Group>
      <Box
        component="iframe"
        src={url}
        title={`${title} (PDF)`}
        style={{ flex: 1, width: '100%', border: 0, display: 'block' }}
      />
    </Stack>
  );
}
