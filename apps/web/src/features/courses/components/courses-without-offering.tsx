import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MyCourse } from '@/api/courses/get-my-courses';
import { paths } from '@/config/paths';
import { useCourseCodes } from '../api/get-course-codes';
import { coursesWithoutOffering } from '../utils/courses-without-offering';

/**
 * A course admin's courses that have no offering yet, each with the next step: without this a
 * newly created course is nowhere on My Courses.
 */
export function CoursesWithoutOffering({ mine }: { mine: readonly MyCourse[] }) {
  const codes = useCourseCodes();
  if (!codes.data) return null;
  const waiting = coursesWithoutOffering(codes.data, mine);
  if (waiting.length === 0) return null;
  return (
    <Stack gap="md" data-testid="courses-without-offering">
      <Title order={2} fz="h3">
        Courses with no offering yet
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="md">
        {waiting.map((code) => (
          <Card key={code} withBorder padding="lg">
            <Title order={3} fz="h4">
              {code}
            </Title>
            <Text fz="sm" c="dimmed" mt="xs">
              Students, tutors and projects join an offering: add one for the term you teach.
            </Text>
            <Button
              component={Link}
              to={paths.createSubcourse.getHref(code)}
              leftSection={<IconPlus size={16} aria-hidden />}
              mt="md"
              aria-label={`Add an offering of ${code}`}
            >
              Add an offering
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
