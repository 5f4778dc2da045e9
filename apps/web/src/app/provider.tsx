import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppToaster } from '@/components/ui/app-toaster';
import { auth } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

// Nothing cached for one account may be shown to the next one.
auth.subscribe(() => {
  if (!auth.getState().session) queryClient.clear();
});

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </MantineProvider>
  );
}
