import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { isApiError } from '../../api/api-error.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { Centered, PdfPreparing, PdfViewer } from '../pdf/PdfViewer.tsx';
import { fetchPdfBlob } from '../pdf/pdf-blob.ts';
import { fetchReferral } from './referrals-api.ts';

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

  if (pdf.isPending) {
    return <PdfPreparing text="Preparing the referral PDF…" />;
  }
  if (pdf.isError) {
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
  return <PdfViewer blob={blob} title={`Referral: ${name}`} fileName={`Referral ${name}`} />;
}
