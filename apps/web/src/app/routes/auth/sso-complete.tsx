import { SIGN_IN_ERROR_GENERIC } from '@capstone/contracts';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { parseSsoFragment } from '@/features/accounts/utils/sso-fragment';
import { FALLBACK_ERROR, isApiError } from '@/lib/api-error';
import { startSessionFromFragment } from '@/lib/session';

/**
 * `/sso/complete#code=…`: the last step of a university sign-in. The one-time code is read from the
 * fragment once, the fragment is wiped from the address bar and history at once, and the code is
 * exchanged for the session (the sign-in's cookie goes with the call, so only the browser that
 * started the sign-in gets it), which starts as after a password login.
 */
export function SsoCompleteRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [code] = useState(() => parseSsoFragment(window.location.hash));
  const [failure, setFailure] = useState<string | null>(code ? null : SIGN_IN_ERROR_GENERIC);
  // The code works once: a second effect run (StrictMode, a re-render) must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (window.location.hash) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
    if (!code || started.current) return;
    started.current = true;
    startSessionFromFragment(queryClient, code)
      .then(() => navigate(paths.dashboard.getHref(), { replace: true }))
      .catch((error: unknown) => setFailure(isApiError(error) ? error.message : FALLBACK_ERROR));
  }, [code, queryClient, navigate]);

  return (
    <PublicLayout>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt={{ base: 0, sm: 'xl' }}>
        <Title order={1} fz="h2" ta="center" mb="md">
          Signing in
        </Title>
        {failure ? (
          <Stack gap="md">
            <Alert role="alert" color="red" variant="light">
              {failure}
            </Alert>
            <Button component={Link} to={paths.login.getHref()} replace>
              BACK TO LOGIN
            </Button>
          </Stack>
        ) : (
          <Center role="status" aria-live="polite">
            <Stack align="center" gap="xs">
              <Loader aria-hidden />
              <Text>Signing you in…</Text>
            </Stack>
          </Center>
        )}
      </Paper>
    </PublicLayout>
  );
}
