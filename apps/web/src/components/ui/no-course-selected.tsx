import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Shown by course-scoped screens when no course is stored as the current one. */
export function NoCourseSelected({ title }: { title: string }) {
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="xl" ta="center">
        <Text mb="md">No course is selected. Choose a course on My Courses first.</Text>
        <Button component={Link} to={paths.dashboard.getHref()}>
          GO TO MY COURSES
        </Button>
      </Paper>
    </Stack>
  );
}
