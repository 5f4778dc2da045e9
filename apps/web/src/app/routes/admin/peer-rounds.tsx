import { MESSAGES } from '@capstone/contracts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { PEER_TITLE, PeerRoundsPage } from '@/features/peer-staff/components/peer-rounds-page';
import { useAuth } from '@/lib/auth';
import { isCourseAdminOf } from '@/lib/course-role';

/** /admin/peer: the peer evaluation rounds of the current offering, for its staff. */
export function AdminPeerRoundsRoute() {
  const { session, profile, subcourse, isTutor } = useAuth();
  if (!subcourse) return <NoCourseSelected title={PEER_TITLE} />;
  if (session?.user !== 'staff') {
    return (
      <Stack gap="lg" py="md">
        <Title order={1}>{PEER_TITLE}</Title>
        <Paper withBorder p="xl" ta="center">
          <Text>{MESSAGES.onlyCourseStaff}</Text>
        </Paper>
      </Stack>
    );
  }
  return (
    <PeerRoundsPage
      subcourseId={subcourse}
      isCourseAdmin={isCourseAdminOf(session.user, profile, subcourse, isTutor)}
    />
  );
}
