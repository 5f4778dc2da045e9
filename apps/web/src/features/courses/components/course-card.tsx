import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { MyCourse } from '@/api/courses/get-my-courses';
import { courseSubtitle, isSubcourseCard } from '@/lib/course-labels';

interface CourseCardProps {
  course: MyCourse;
  onSelect: (course: MyCourse) => void;
  /** Heading level of the course name, to keep the page outline in order. */
  headingOrder: 2 | 3;
}

export function CourseCard({ course, onSelect, headingOrder }: CourseCardProps) {
  const isInactive = isSubcourseCard(course) && !course.is_active && !course.is_archived;
  return (
    <Card withBorder padding="lg" h="100%">
      <Card.Section h={8} bg={course.color || 'indigo'} aria-hidden />
      <Stack gap="xs" mt="md" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} c="dimmed" fz="sm">
            {course.code}
          </Text>
          {isSubcourseCard(course) && course.role && (
            <Badge variant="light" size="sm">
              {course.role}
            </Badge>
          )}
        </Group>
        <Title order={headingOrder} fz="lg" lineClamp={2}>
          {course.name}
        </Title>
        <Text fz="sm" c="dimmed">
          {courseSubtitle(course)}
          {isInactive ? ' · not active yet' : ''}
        </Text>
        <Text fz="sm" lineClamp={3} style={{ flexGrow: 1 }}>
          {course.description}
        </Text>
        <Button
          variant="light"
          mt="sm"
          onClick={() => onSelect(course)}
          aria-label={`Open ${course.code} ${course.name}`}
        >
          OPEN
        </Button>
      </Stack>
    </Card>
  );
}
