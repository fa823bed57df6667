import { Center, Loader } from '@mantine/core';

/** Shown while a page's code or data is still on its way (after the router's pending delay). */
export function PagePending() {
  return (
    <Center mih={200} role="status" aria-label="Loading page">
      <Loader size="md" />
    </Center>
  );
}
