import { Alert } from '@mantine/core';

/** A form's message as a whole (why it was not saved), read out when it appears. */
export function FormBanner({ message }: { message: string | null }) {
  return message ? (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  ) : null;
}
