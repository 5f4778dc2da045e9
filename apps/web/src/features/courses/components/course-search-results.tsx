import {
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSearchCourses } from '../api/search-courses';
import { OFFERING_TERMS } from '../utils/term-dates';

const GRID_COLS = { base: 1, sm: 2, md: 3, lg: 4 };

/** Cards of GET /api/course/search; each opens the course view. */
export function CourseSearchResults({ query }: { query: string }) {
  const { data, error, isPending, isFetching, refetch } = useSearchCourses(query);

  useEffect(() => {
    if (error) toast.error(error.message, { id: 'course-search' });
  }, [error]);

  if (isPending) {
    return (
      <SimpleGrid cols={GRID_COLS} role="status" aria-busy="true" aria-label="Loading courses">
        {[0, 1, 2, 3].map((key) => (
          <Card key={key} withBorder padding="lg">
            <Skeleton height={12} width="40%" />
            <Skeleton height={20} mt="md" />
            <Skeleton height={36} mt="lg" />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (error) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Text mb="md">Courses could not be loaded.</Text>
        <Button onClick={() => void refetch()}>TRY AGAIN</Button>
      </Paper>
    );
  }
  if (data.length === 0) {
    return (
      <Paper withBorder p="xl" ta="center" data-testid="courses-empty">
        <Text>
          {query ? `No course matches "${query}". Try another code or word.` : 'No courses yet.'}
        </Text>
      </Paper>
    );
  }
  return (
    <SimpleGrid
      cols={GRID_COLS}
      spacing="md"
      aria-busy={isFetching}
      style={{ opacity: isFetching ? 0.7 : 1 }}
    >
      {data.map((course) => (
        <Card key={course.id} withBorder padding="lg">
          <Card.Section h={8} bg={course.color || 'indigo'} aria-hidden />
          <Stack gap="xs" mt="md" h="100%">
            <Group justify="space-between" gap="xs">
              <Text fw={700} c="dimmed" fz="sm">
                {course.code}
              </Text>
              {course.is_client && (
                <Badge variant="outline" color="teal.9" size="sm">
                  Client
                </Badge>
              )}
            </Group>
            <Title order={2} fz="lg" lineClamp={2}>
              {course.name}
            </Title>
            <Text fz="sm" lineClamp={3} style={{ flexGrow: 1 }}>
              {course.description}
            </Text>
            <Group gap={4}>
              {OFFERING_TERMS.filter(({ term }) => course.terms.includes(term)).map(
                ({ term, label }) => (
                  <Badge key={term} variant="outline" size="sm">
                    {label}
                  </Badge>
                ),
              )}
            </Group>
            <Button
              component={Link}
              to={paths.courseView.getHref(course.id)}
              variant="light"
              mt="sm"
              aria-label={`View ${course.code} ${course.name}`}
            >
              VIEW
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
