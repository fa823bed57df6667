import { formatInZone, type ParticipantFormView, SIGNER_LABELS, type SignerRole } from '@care/domain';
import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useTimeZone } from '../../platform/useTimeZone.ts';

export interface SignaturesCardProps {
  form: ParticipantFormView;
  /** The roles this user may sign as (empty: none). */
  canSignAs: readonly SignerRole[];
  onSign: (roles: readonly SignerRole[]) => void;
  /** Why signing is not possible yet (a draft, unsaved changes). */
  blockedReason: string | null;
}

/** The signatures a version carries and those it still needs, each with its Sign button. */
export function SignaturesCard({ form, canSignAs, onSign, blockedReason }: SignaturesCardProps) {
  const zone = useTimeZone();
  const slots = form.missingSignatures
    .map((roles) => roles.filter((r) => canSignAs.includes(r)))
    .filter((roles) => roles.length > 0);
  return (
    <Card shadow="xs" padding="lg" component="section" aria-label="Signatures">
      <Title order={3} fz="md" mb="sm">
        Signatures
      </Title>
      <Stack gap="md">
        {form.signatures.map((s) => (
          <Group key={`${s.role}-${s.signedAt}`} gap="md" wrap="wrap" align="center">
            {s.signatureImage ? (
              <Image
                src={s.signatureImage}
                alt={`Signature of ${s.name}`}
                w={160}
                h={80}
                fit="contain"
                bg="white"
              />
            ) : (
              <Badge variant="light" color="gray">
                Verbal
              </Badge>
            )}
            <Stack gap={0}>
              <Text fw={600} fz="sm">
                {s.name} · {SIGNER_LABELS[s.role]}
                {s.position ? `, ${s.position}` : ''}
              </Text>
              <Text fz="xs" c="dimmed">
                Signed {formatInZone(s.signedAt, 'listDateTime', zone)}
                {s.method === 'verbal' ? ` · recorded by ${s.recordedBy}` : ''}
              </Text>
              {s.notes ? <Text fz="xs">{s.notes}</Text> : null}
            </Stack>
          </Group>
        ))}
        {form.missingSignatures.map((roles) => (
          <Group key={roles.join('-')} gap="sm" justify="space-between" wrap="wrap">
            <Text fz="sm" c="dimmed">
              Needs the {roles.map((r) => SIGNER_LABELS[r].toLowerCase()).join(' or ')}
            </Text>
            {slots.some((s) => s.join() === roles.filter((r) => canSignAs.includes(r)).join()) &&
            form.formId ? (
              <Button
                size="sm"
                variant="light"
                leftSection={<IconSignature size={16} stroke={1.8} aria-hidden />}
                disabled={blockedReason !== null}
                title={blockedReason ?? undefined}
                onClick={() => onSign(roles.filter((r) => canSignAs.includes(r)))}
              >
                Sign as{' '}
                {roles
                  .filter((r) => canSignAs.includes(r))
                  .map((r) => SIGNER_LABELS[r].toLowerCase())
                  .join(' or ')}
              </Button>
            ) : null}
          </Group>
        ))}
        {blockedReason && slots.length > 0 ? (
          <Text fz="xs" c="dimmed">
            {blockedReason}
          </Text>
        ) : null}
        {form.signatures.length === 0 && form.missingSignatures.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No signature is needed.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
