import { Box, Button, Card, Image, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSignature } from '@tabler/icons-react';
import { Suspense } from 'react';
import { lazyComponent } from '../lazy-component.ts';

// The drawing pad's library downloads only when someone adds or changes a signature.
const SignatureDialog = lazyComponent(() => import('./SignatureDialog.tsx'), 'SignatureDialog');

export interface SignatureCardProps {
  /** The stored signature's address (/api/Files/{id}), or none yet. */
  signatureUrl: string | null | undefined;
  /** Whose signature it is, for the image's alt text. */
  name: string;
  canEdit: boolean;
  onSave: (file: File) => Promise<unknown>;
}

/** The person's current signature, with Add or Change signature for those who may. */
export function SignatureCard({ signatureUrl, name, canEdit, onSave }: SignatureCardProps) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <Card component="section" aria-label="Signature">
      <Title order={2} fz="lg" mb="md">
        Signature
      </Title>
      <Box
        style={{
          border: '1px solid var(--mantine-color-gray-2)',
          borderRadius: 12,
          background: '#fff',
          aspectRatio: '3 / 1',
          maxWidth: 420,
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {signatureUrl ? (
          <Image src={signatureUrl} alt={`Signature of ${name}`} fit="contain" h="100%" w="100%" p="xs" />
        ) : (
          <Text c="dimmed" fz="sm" ta="center" px="md">
            No signature yet. {canEdit ? 'Add one to sign your forms and documents.' : ''}
          </Text>
        )}
      </Box>
      {canEdit ? (
        <Button
          variant="light"
          size="md"
          mt="md"
          fullWidth
          maw={420}
          leftSection={<IconSignature size={18} stroke={1.8} aria-hidden />}
          onClick={dialog.open}
        >
          {signatureUrl ? 'Change signature' : 'Add signature'}
        </Button>
      ) : null}
      {canEdit && opened ? (
        <Suspense fallback={null}>
          <SignatureDialog
            opened
            onClose={dialog.close}
            onSave={onSave}
            hasSignature={Boolean(signatureUrl)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
