import type { AccountType } from '@capstone/contracts';
import { Button, Card, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import type { MyCourse } from '@/api/courses/get-my-courses';
import { useMyCourses } from '@/api/courses/get-my-courses';
import { emptyCoursesMessage, splitArchived } from '../utils/course-list';
import { CourseCard } from './course-card';
import { CoursesWithoutOffering } from './courses-without-offering';

const GRID_COLS = { base: 1, sm: 2, md: 3, lg: 4 };

interface MyCoursesProps {
  user: AccountType;
  id: string;
  isTutor: boolean;
  /** A course admin: their courses with no offering yet are listed with the next step. */
  canCreate?: boolean;
  onSelect: (course: MyCourse) => void;
}

interface CourseGridProps {
  courses: readonly MyCourse[];
  onSelect: MyCoursesProps['onSelect'];
  headingOrder: 2 | 3;
}

function CourseGrid({ courses, onSelect, headingOrder }: CourseGridProps) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md">
      {courses.map((course) => (
        <CourseCard
          key={course.id}
          course={course}
          onSelect={onSelect}
          headingOrder={headingOrder}
        />
      ))}
    </SimpleGrid>
  );
}

function CoursesSkeleton() {
  return (
    <SimpleGrid
      cols={GRID_COLS}
      spacing="md"
      role="status"
      aria-busy="true"
      aria-label="Loading courses"
    >
      {[0, 1, 2, 3].map((key) => (
        <Card key={key} withBorder padding="lg">
          <Skeleton height={12} width="40%" />
          <Skeleton height={20} mt="md" />
          <Skeleton height={12} mt="md" width="60%" />
          <Skeleton height={36} mt="lg" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The course list of /dash: skeleton, error with retry, honest empty state, or the cards. */
export function MyCourses({ user, id, isTutor, canCreate = false, onSelect }: MyCoursesProps) {
  const { data, error, isPending, refetch, isRefetching } = useMyCourses(user, id);

  useEffect(() => {
    if (error) toast.error(error.message, { id: 'my-courses-error' });
  }, [error]);

  if (isPending) return <CoursesSkeleton />;

  if (error) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Text mb="md">Your courses could not be loaded.</Text>
        <Button onClick={() => void refetch()} loading={isRefetching}>
          TRY AGAIN
        </Button>
      </Paper>
    );
  }

  const waiting = canCreate && <CoursesWithoutOffering mine={data} />;
  if (data.length === 0) {
    return (
      <Stack gap="xl">
        <Paper withBorder p="xl" ta="center" data-testid="courses-empty">
          <Text>{emptyCoursesMessage(user, isTutor)}</Text>
        </Paper>
        {waiting}
      </Stack>
    );
  }

  const { active, archived } = splitArchived(data);
  return (
    <Stack gap="xl">
      {waiting}
      {active.length > 0 ? (
        <CourseGrid courses={active} onSelect={onSelect} headingOrder={2} />
      ) : (
        <Text c="dimmed">You have no active courses.</Text>
      )}
      {archived.length > 0 && (
        <Stack gap="md">
          <Title order={2} fz="h3">
            Archived
          </Title>
          <CourseGrid courses={archived} onSelect={onSelect} headingOrder={3} />
        </Stack>
      )}
    </Stack>
  );
}
