import { Group, Paper, Title } from '@mantine/core';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { CreateCourseForm } from '@/features/courses/components/create-course-form';

/** /admin/course/create: the Create New Course screen. */
export function CreateCourseRoute() {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={760} mx="auto" my="md">
      <Group gap="xs" mb="lg" wrap="nowrap">
        <BackLink to={paths.dashboard.getHref()} label="Back to dashboard" />
        <Title order={1} fz="h2">
          Create New Course
        </Title>
      </Group>
      <CreateCourseForm />
    </Paper>
  );
}
