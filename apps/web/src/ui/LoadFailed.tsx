import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The error state of a panel whose data did not load, with a retry. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
      title={`We couldn't load ${what}`}
    >
      Please check your connection and try again.
      <Button variant="white" color="red" size="compact-sm" ml="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
