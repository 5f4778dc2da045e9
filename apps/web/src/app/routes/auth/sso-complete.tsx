import { SIGN_IN_MESSAGES } from '@capstone/contracts';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { startSession } from '@/features/accounts/api/login';
import { parseSsoFragment } from '@/features/accounts/utils/sso-fragment';

/**
 * `/sso/complete#access_token=…&user=…&id=…` (issue 19): the server's last step of a university
 * sign-in. The session is read from the fragment once, the fragment is wiped from the address
 * bar and history at once, and the session starts as after a password login.
 */
export function SsoCompleteRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [session] = useState(() => parseSsoFragment(window.location.hash));
  const started = useRef(false);

  useEffect(() => {
    if (window.location.hash) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
    if (!session || started.current) return;
    started.current = true;
    void startSession(queryClient, session).then(() =>
      navigate(paths.dashboard.getHref(), { replace: true }),
    );
  }, [session, queryClient, navigate]);

  return (
    <PublicLayout>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt={{ base: 0, sm: 'xl' }}>
        <Title order={1} fz="h2" ta="center" mb="md">
          Signing in
        </Title>
        {session ? (
          <Center role="status" aria-live="polite">
            <Stack align="center" gap="xs">
              <Loader aria-hidden />
              <Text>Signing you in…</Text>
            </Stack>
          </Center>
        ) : (
          <Stack gap="md">
            <Alert role="alert" color="red" variant="light">
              {SIGN_IN_MESSAGES.signInFailed}
            </Alert>
            <Button component={Link} to={paths.login.getHref()} replace>
              BACK TO LOGIN
            </Button>
          </Stack>
        )}
      </Paper>
    </PublicLayout>
  );
}
