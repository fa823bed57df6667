import { Button, Flex } from '@mantine/core';

export interface FormActionsProps {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}

/** Cancel and submit at the foot of a form: side by side on the right, full-width and stacked on phones. */
export function FormActions({ submitLabel, pending, onCancel }: FormActionsProps) {
  return (
    <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
      <Button
        variant="default"
        size="md"
        w={{ base: '100%', xs: 'auto' }}
        onClick={onCancel}
        disabled={pending}
      >
        Cancel
      </Button>
      <Button type="submit" size="md" w={{ base: '100%', xs: 'auto' }} loading={pending}>
        {submitLabel}
      </Button>
    </Flex>
  );
}
