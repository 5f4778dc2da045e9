import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BackLink } from '@/components/ui/back-link';
import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { paths } from '@/config/paths';
import { CourseSettings } from '@/features/courses/components/course-settings';
import { useAuth } from '@/lib/auth';

/** Course Settings (/editCourse) of the stored current subcourse. */
export function EditCourseRoute() {
  const { subcourse, isTutor } = useAuth();
  if (!subcourse) return <NoCourseSelected title="Course Settings" />;
  return (
    <Stack gap="lg" py="md">
      <Group gap="xs" wrap="nowrap">
        <BackLink to={paths.adminDashboard.getHref(subcourse)} label="Back to course dashboard" />
        <Title order={1}>Course Settings</Title>
      </Group>
      {isTutor ? (
        <Paper withBorder p="xl">
          <Text>Only course admins can change the settings of a course.</Text>
        </Paper>
      ) : (
        <CourseSettings subcourseId={subcourse} />
      )}
    </Stack>
  );
}
