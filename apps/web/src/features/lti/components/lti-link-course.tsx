import { Alert, Button, Group, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { getMyCoursesQueryOptions } from '@/api/courses/get-my-courses';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { auth, useAuth } from '@/lib/auth';
import { courseSubtitle, courseTitle, isSubcourseCard } from '@/lib/course-labels';
import { canCreateCourse } from '@/lib/course-route';
import { getLtiContextQueryOptions } from '../api/get-lti-context';
import { useLinkContext } from '../api/link-context';

/**
 * The first instructor launch from an LMS course: pick the subcourse it stands for among those the
 * instructor administers, or go and create one (launching again from the LMS afterwards brings them
 * back here).
 */
export function LtiLinkCourse({ contextRef, staffId }: { contextRef: string; staffId: string }) {
  const navigate = useNavigate();
  // An LMS instructor whose account is a tutor's (STAFF_SIGNUP does not let them be staff) links
  // to subcourses they already administer but cannot create one.
  const { isTutor } = useAuth();
  const mayCreate = canCreateCourse('staff', isTutor);
  const context = useQuery(getLtiContextQueryOptions(contextRef));
  const courses = useQuery(getMyCoursesQueryOptions('staff', staffId));
  const link = useLinkContext();
  const [choice, setChoice] = useState<string | null>(null);
  const options = (courses.data ?? []).filter(
    (course) => isSubcourseCard(course) && course.role === 'course admin' && !course.is_archived,
  );
  const lmsName = context.data?.title ?? context.data?.label ?? 'your LMS course';

  const submit = () => {
    if (!choice) return;
    link.mutate(
      { contextRef, subcourseId: choice },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          auth.selectCourse(choice);
          void navigate(paths.adminDashboard.getHref(choice));
        },
        onError: (error) =>
          toast.error(error instanceof ApiError ? error.message : 'The course could not be linked'),
      },
    );
  };

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Link your LMS course
      </Title>
      <Text>
        Choose the subcourse that <strong>{lmsName}</strong> stands for. Launches from it will then
        open that subcourse, and its class list can be synced from the LMS.
      </Text>
      {courses.isPending || context.isPending ? (
        <Stack gap="xs" aria-label="Loading your offerings">
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      ) : courses.isError || context.isError ? (
        <Alert color="red" title="Could not load">
          {context.error instanceof ApiError
            ? context.error.message
            : 'Your offerings could not be loaded. Open the tool from your LMS again.'}
        </Alert>
      ) : options.length === 0 ? (
        <Alert color="gray" title="No offering to link">
          {mayCreate
            ? 'You are not a course admin of any open offering yet. Add one, then open the tool from your LMS course again to link it.'
            : 'You are not a course admin of any open offering yet. Ask the course convenor to make you a course admin of the offering, then open the tool from your LMS course again to link it.'}
        </Alert>
      ) : (
        <Radio.Group
          value={choice}
          onChange={setChoice}
          label="Offerings you administer"
          name="subcourse"
        >
          <Stack gap="xs" mt="xs">
            {options.map((course) => (
              <Radio
                key={course.id}
                value={course.id}
                label={courseTitle(course)}
                description={courseSubtitle(course)}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Group justify={mayCreate ? 'space-between' : 'flex-end'}>
        {mayCreate && (
          <Button component={Link} to={paths.dashboard.getHref()} variant="default">
            CREATE A COURSE
          </Button>
        )}
        <Button onClick={submit} disabled={!choice} loading={link.isPending}>
          LINK COURSE
        </Button>
      </Group>
    </Stack>
  );
}
