// Only what the first pages (landing, login, the loader, the error page) draw: a third of
// Mantine's styles, so they arrive and apply sooner. Every other screen loads the rest with its
// code (full-styles.ts). In the `mantine` layer, so the app's own CSS wins whatever the order;
// within it, in the order of Mantine's full sheet (a component after those it builds on).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Title.layer.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { auth } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * The toaster arrives just after the first page: react-hot-toast keeps a toast raised before
 * then and shows it once mounted, and the first paint does not wait for its styles.
 */
const AppToaster = lazy(() =>
  import('@/components/ui/app-toaster').then((module) => ({ default: module.AppToaster })),
);

// Nothing cached for one account may be shown to the next one: the cache is cleared when a
// session ends or gives way to another account's (a university sign-in over a session). Other
// changes of the store (the login page's tab) keep it, or a screen's settings query would be
// dropped from under it and never answer.
const accountOf = () => {
  const { session } = auth.getState();
  return session ? `${session.user}:${session.id}` : null;
};
let account = accountOf();
auth.subscribe(() => {
  const next = accountOf();
  if (account !== null && next !== account) queryClient.clear();
  account = next;
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
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
