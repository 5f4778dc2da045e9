import type { LoginResponse, LtiConfirmLinkResponse } from '@capstone/contracts';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { LtiConfirmLink } from '@/features/lti/components/lti-confirm-link';
import { LtiLinkCourse } from '@/features/lti/components/lti-link-course';
import { readLtiFragment, type LtiLanding } from '@/features/lti/utils/lti-fragment';
import { FALLBACK_ERROR, isApiError } from '@/lib/api-error';
import { auth } from '@/lib/auth';
import { courseHref } from '@/lib/course-route';
import { useRefusalText } from '@/lib/sign-in-refusal';
import { startSession, startSessionFromFragment } from '@/lib/session';

/**
 * Once the session is stored, opens where the launch was going: the subcourse, the dashboard, or
 * nothing yet when the instructor must link the LMS course first (`link`). Shared by every way
 * this page gets its session.
 */
function useOpenLaunch() {
  const navigate = useNavigate();
  return useCallback(
    (session: LoginResponse, subcourse: string, link: string | null) => {
      if (link) return;
      if (subcourse) {
        auth.selectCourse(subcourse);
        void navigate(courseHref(session.user, subcourse), { replace: true });
      } else void navigate(paths.dashboard.getHref(), { replace: true });
    },
    [navigate],
  );
}

/**
 * `/lti/complete#…`, where a launch from the LMS lands. The fragment leaves the address (and the
 * history) at once; its one-time code is exchanged for the session (the launch's cookie goes with
 * the call, so only the launching browser gets it), which is stored as a password login stores it,
 * and the launch's subcourse opens. A first instructor launch links the LMS course first; a refused
 * launch, or a failed exchange, shows why.
 */
export function LtiCompleteRoute() {
  const queryClient = useQueryClient();
  const openLaunch = useOpenLaunch();
  // Read once: the fragment is cleared right after.
  const [landing] = useState<LtiLanding>(() => readLtiFragment(window.location.hash));
  // The link page calls the API with the stored session: it renders once that is stored.
  const [session, setSession] = useState<LoginResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The code works once: a second effect run (StrictMode, a re-render) must not spend it again.
  const exchanged = useRef(false);
  const refusal = useRefusalText(landing.kind === 'error' ? landing : null, 'lms');

  useEffect(() => {
    if (window.location.hash) {
      window.history.replaceState(null, '', window.location.pathname);
    }
    if (landing.kind !== 'code' || exchanged.current) return;
    exchanged.current = true;
    const { code, subcourse, link } = landing;
    startSessionFromFragment(queryClient, code)
      .then((signedIn) => {
        openLaunch(signedIn, subcourse, link);
        setSession(signedIn);
      })
      .catch((error: unknown) => setFailure(isApiError(error) ? error.message : FALLBACK_ERROR));
  }, [landing, queryClient, openLaunch]);

  // A first launch that found a password account asks for that password first; its answer is the
  // launch's session and landing, entered as a code's would be.
  const [confirmed, setConfirmed] = useState<{ link: string | null } | null>(null);
  const onConfirmed = ({ subcourse, link, ...signedIn }: LtiConfirmLinkResponse) => {
    setConfirmed({ link: link ?? null });
    void startSession(queryClient, signedIn).then(() => {
      openLaunch(signedIn, subcourse ?? '', link ?? null);
      setSession(signedIn);
    });
  };
  if (landing.kind === 'confirm') {
    if (confirmed && !(confirmed.link && session)) return <PageLoader />;
    return (
      <PublicLayout size="sm">
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt={{ base: 0, sm: 'xl' }}>
          {confirmed?.link && session ? (
            <LtiLinkCourse contextRef={confirmed.link} staffId={session.id} />
          ) : (
            <LtiConfirmLink confirmRef={landing.ref} onConfirmed={onConfirmed} />
          )}
        </Paper>
      </PublicLayout>
    );
  }

  if (landing.kind === 'code' && !failure && (!landing.link || !session)) return <PageLoader />;
  return (
    <PublicLayout size="sm">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt={{ base: 0, sm: 'xl' }}>
        {landing.kind === 'code' && landing.link && session ? (
          <LtiLinkCourse contextRef={landing.link} staffId={session.id} />
        ) : (
          <Stack gap="md">
            <Title order={1} fz="h2">
              Could not open the course
            </Title>
            <Alert
              color={landing.kind === 'error' && !failure ? 'yellow' : 'red'}
              role={failure ? 'alert' : 'status'}
            >
              {failure ??
                refusal ??
                'This page is opened by a launch from your LMS. Open the tool from your course again.'}
            </Alert>
            {!failure && (
              <Text fz="sm" c="dimmed">
                You can close this tab and go back to your course. If you also have a Capstone
                password, you can log in with it instead.
              </Text>
            )}
            <Group>
              <Button component={Link} to={paths.login.getHref()} replace={Boolean(failure)}>
                {failure ? 'BACK TO LOGIN' : 'LOG IN TO CAPSTONE'}
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
    </PublicLayout>
  );
}
