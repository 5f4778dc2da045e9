import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import {
  getAccountDetails,
  getAccountDetailsQueryOptions,
} from '@/features/accounts/api/get-account-details';
import { courseHref } from '@/features/courses/utils/course-route';
import { LtiLinkCourse } from '@/features/lti/components/lti-link-course';
import { readLtiFragment, type LtiLanding } from '@/features/lti/utils/lti-fragment';
import { auth } from '@/lib/auth';

/**
 * `/lti/complete#…` (issue 19), where a launch from the LMS lands: the session is stored as a
 * password login stores it, the fragment leaves the address (and the history), and the launch's
 * subcourse opens. A first instructor launch links the LMS course first; a refused launch shows
 * why.
 */
export function LtiCompleteRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read once: the fragment is cleared right after.
  const [landing] = useState<LtiLanding>(() => readLtiFragment(window.location.hash));
  // The link page calls the API with the stored session: it renders once that is stored.
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    if (window.location.hash) {
      window.history.replaceState(null, '', window.location.pathname);
    }
    if (landing.kind !== 'session') return;
    const { session, subcourse, link } = landing;
    let cancelled = false;
    void (async () => {
      const profile = await getAccountDetails(session.user, session.id, session.token).catch(
        () => null, // best effort, as after a password login
      );
      if (cancelled) return;
      auth.login(session);
      if (profile) {
        auth.setProfile(profile);
        queryClient.setQueryData(
          getAccountDetailsQueryOptions(session.user, session.id).queryKey,
          profile,
        );
      }
      setSignedIn(true);
      if (link) return;
      if (subcourse) {
        auth.selectCourse(subcourse);
        void navigate(courseHref(session.user, subcourse), { replace: true });
      } else void navigate(paths.dashboard.getHref(), { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [landing, navigate, queryClient]);

  if (landing.kind === 'session' && (!landing.link || !signedIn)) return <PageLoader />;
  return (
    <PublicLayout size="sm">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt={{ base: 0, sm: 'xl' }}>
        {landing.kind === 'session' && landing.link ? (
          <LtiLinkCourse contextRef={landing.link} staffId={landing.session.id} />
        ) : (
          <Stack gap="md">
            <Title order={1} fz="h2">
              Could not open the course
            </Title>
            <Alert color={landing.kind === 'error' ? 'yellow' : 'red'} role="status">
              {landing.kind === 'error'
                ? landing.message
                : 'This page is opened by a launch from your LMS. Open the tool from your course again.'}
            </Alert>
            <Button component={Link} to={paths.home.getHref()} variant="default" w="fit-content">
              GO TO CAPSTONE
            </Button>
          </Stack>
        )}
      </Paper>
    </PublicLayout>
  );
}
