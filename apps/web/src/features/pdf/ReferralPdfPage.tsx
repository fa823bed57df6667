import { Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { saveBlob } from '../../ui/upload/download-file.ts';
import { fetchReferral } from '../referrals/referrals-api.ts';
import { fetchPdfBlob } from './pdf-blob.ts';

/** A name safe for a file: no characters that file systems refuse. */
const fileName = (name: string) => `Referral ${name.replace(/[\\/:*?"<>|]+/g, ' ').trim()}.pdf`;

interface ReferralPdf {
  name: string;
  blob: Blob;
}

async function loadReferralPdf(id: string, signal: AbortSignal): Promise<ReferralPdf> {
  const [referral, blob] = await Promise.all([
    fetchReferral(id, signal),
    fetchPdfBlob(`/ClientReferrals/referral_pdf/${encodeURIComponent(id)}`, signal),
  ]);
  return { name: referral.fullName, blob };
}

/** An object address for the blob while the page shows it. */
function useObjectUrl(blob: Blob | undefined): string | null {
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

function Centered({ children }: { children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md">
      <Box maw={520} w="100%">
        {children}
      </Box>
    </Center>
  );
}

/**
 * /pdf/refferal-pdf/$clientReferralId (spec 2 §2): the referral PDF across the whole window, with
 * Open and Download. A referral that is gone says so instead of framing an error.
 */
export function ReferralPdfPage() {
  const { clientReferralId = '' } = useParams({ strict: false }) as { clientReferralId?: string };
  const pdf = useQuery({
    queryKey: ['referrals', clientReferralId, 'pdf'],
    queryFn: ({ signal }) => loadReferralPdf(clientReferralId, signal),
    gcTime: 0,
  });
  const url = useObjectUrl(pdf.data?.blob);

  if (pdf.isPending || (pdf.data && !url)) {
    return (
      <Centered>
        <Stack align="center" gap="sm">
          <Loader />
          <Text c="dimmed">Preparing the referral PDF…</Text>
        </Stack>
      </Centered>
    );
  }
  if (pdf.isError || !url) {
    const missing = isApiError(pdf.error) && pdf.error.kind === 'notFound';
    return (
      <Centered>
        {missing ? (
          <Stack align="center" ta="center" gap="xs">
            <Text fw={700} fz="lg">
              We couldn’t find this referral
            </Text>
            <Text c="dimmed">It may have been deleted. Close this tab and refresh the Referrals list.</Text>
          </Stack>
        ) : (
          <LoadFailed what="the referral PDF" onRetry={() => void pdf.refetch()} />
        )}
      </Centered>
    );
  }

  const { name, blob } = pdf.data;
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
          Referral: {name}
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
            onClick={() => saveBlob(blob, fileName(name))}
          >
            Download
          </Button>
        </Group>
      </Group>
      <Box
        component="iframe"
        src={url}
        title={`Referral of ${name} (PDF)`}
        style={{ flex: 1, width: '100%', border: 0, display: 'block' }}
      />
    </Stack>
  );
}
