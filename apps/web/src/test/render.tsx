import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient } from '../platform/query-client.ts';
import { theme } from '../platform/theme.ts';

/** Renders a component inside the providers the app gives it (theme, server state); rerender keeps them. */
export function renderWithProviders(ui: ReactElement): RenderResult {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  return render(ui, { wrapper });
}
