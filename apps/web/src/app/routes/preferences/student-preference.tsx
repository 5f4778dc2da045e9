import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { paths } from '@/config/paths';
import {
  StudentPreferenceForm,
  StudentPreferenceTitle,
} from '@/features/preferences/components/student-preference-form';
import { useAuth } from '@/lib/auth';

/** /student/preference: the signed-in student's ranking of the selected course. */
export function StudentPreferenceRoute() {
  const navigate = useNavigate();
  const { session, subcourse } = useAuth();
  if (!subcourse) return <NoCourseSelected title="My Project Preferences" />;
  const dashboard = paths.studentCourseDashboard.getHref(subcourse);

  return (
    <Stack gap="lg" py="md">
      <Group gap="xs" wrap="nowrap">
        <BackLink to={dashboard} label="Back to the course dashboard" />
        <StudentPreferenceTitle />
      </Group>
      {session?.user !== 'student' ? (
        <Paper withBorder p="xl" ta="center">
          <Text>Only students rank projects here.</Text>
        </Paper>
      ) : (
        <StudentPreferenceForm
          key={subcourse}
          subcourseId={subcourse}
          studentId={session.id}
          onDone={() => void navigate(dashboard)}
          findProjects={
            <Button component={Link} to={dashboard} size="xs" w="fit-content">
              FIND A PROJECT
            </Button>
          }
        />
      )}
    </Stack>
  );
}
