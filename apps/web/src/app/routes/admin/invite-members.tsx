import type { MemberKind } from '@capstone/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { paths } from '@/config/paths';
import { ImportMembersPanel } from '@/features/members/components/import-members-panel';
import { useAuth } from '@/lib/auth';

/** `/course/invite/{user}`: `student` (default), `tutor` or `tutors` (the sidebar's spelling). */
export const inviteKind = (user: string | undefined): MemberKind =>
  user === 'tutor' || user === 'tutors' ? 'tutor' : 'student';

/** Invite Members: file or pasted-list entry; Back goes to /admin/allstudents. */
export function InviteMembersRoute() {
  const { user } = useParams();
  const { subcourse, isTutor } = useAuth();
  const kind = inviteKind(user);
  const title = kind === 'student' ? 'Invite Students' : 'Invite Tutors';
  if (!subcourse) return <NoCourseSelected title={title} />;

  return (
    <Stack gap="lg" py="md">
      <Group gap="xs" wrap="nowrap">
        <BackLink to={paths.allStudents.getHref()} label="Back to members" />
        <Title order={1}>{title}</Title>
      </Group>
      <Group gap="xs">
        <Button
          component={Link}
          to={paths.courseInviteUser.getHref('student')}
          variant={kind === 'student' ? 'filled' : 'default'}
          size="xs"
          aria-current={kind === 'student' ? 'page' : undefined}
        >
          STUDENTS
        </Button>
        <Button
          component={Link}
          to={paths.courseInviteUser.getHref('tutors')}
          variant={kind === 'tutor' ? 'filled' : 'default'}
          size="xs"
          aria-current={kind === 'tutor' ? 'page' : undefined}
        >
          TUTORS
        </Button>
      </Group>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        {isTutor ? (
          <Text>Only course admins can invite members.</Text>
        ) : (
          <ImportMembersPanel key={`${kind}-${subcourse}`} kind={kind} subcourseId={subcourse} />
        )}
      </Paper>
    </Stack>
  );
}
