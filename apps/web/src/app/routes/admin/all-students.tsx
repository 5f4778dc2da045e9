import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { paths } from '@/config/paths';
import { useSubcourseArchived } from '@/features/courses/api/get-subcourse-status';
import { MembersTable } from '@/features/members/components/members-table';
import { useAuth } from '@/lib/auth';

/** /admin/allstudents: the members of the current subcourse (spec 1 §2, api.md §13). */
export function AllStudentsRoute() {
  const { subcourse, isTutor } = useAuth();
  if (!subcourse) return <NoCourseSelected title="Members" />;
  return <Members subcourseId={subcourse} isTutor={isTutor} />;
}

function Members({ subcourseId, isTutor }: { subcourseId: string; isTutor: boolean }) {
  const archived = useSubcourseArchived(subcourseId);
  const isAdmin = !isTutor;
  const canManage = isAdmin && archived.data?.archived === false;
  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <BackLink
            to={paths.adminDashboard.getHref(subcourseId)}
            label="Back to course dashboard"
          />
          <Title order={1}>Members</Title>
        </Group>
        {canManage && (
          <Group gap="xs">
            <Button component={Link} to={paths.courseInviteUser.getHref('student')}>
              INVITE STUDENTS
            </Button>
            <Button component={Link} to={paths.courseInviteUser.getHref('tutors')} variant="light">
              INVITE TUTORS
            </Button>
          </Group>
        )}
      </Group>
      <MembersTable subcourseId={subcourseId} canDelete={canManage} />
    </Stack>
  );
}
