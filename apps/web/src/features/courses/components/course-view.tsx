import {
  applyPrompt,
  applySuccess,
  COURSE_MESSAGES,
  type AccountType,
  type CourseCard,
} from '@capstone/contracts';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useApplyToCourse } from '../api/apply-to-course';
import { useCourseDetails } from '../api/get-course-details';
import { OFFERING_TERMS } from '../utils/term-dates';

interface CourseViewProps {
  courseId: string;
  user: AccountType;
  accountId: string;
}

/** Course view: title, overview, offering terms, and the client's application. */
export function CourseView({ courseId, user, accountId }: CourseViewProps) {
  const { data, error, isPending } = useCourseDetails(courseId);

  useEffect(() => {
    if (error) toast.error(error.message, { id: 'course-view' });
  }, [error]);

  if (isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading course">
        <Skeleton height={32} width="50%" />
        <Skeleton height={14} />
        <Skeleton height={14} width="80%" />
        <Skeleton height={28} width={240} mt="md" />
      </Stack>
    );
  }
  if (error) {
    return (
      <Stack gap="md">
        <Title order={1}>Course</Title>
        <Paper withBorder p="xl" ta="center">
          <Text>{error.message}</Text>
        </Paper>
      </Stack>
    );
  }
  return <CourseViewBody course={data} user={user} accountId={accountId} />;
}

function CourseViewBody({
  course,
  user,
  accountId,
}: {
  course: CourseCard;
  user: AccountType;
  accountId: string;
}) {
  const [opened, dialog] = useDisclosure(false);
  const [applied, setApplied] = useState(false);
  const apply = useApplyToCourse();
  const isClient = course.is_client === true || applied;

  const confirm = () =>
    apply.mutate(
      { course_id: course.id, client_id: accountId },
      {
        onSuccess: () => {
          setApplied(true);
          dialog.close();
          toast.success(applySuccess(course.code, course.name), { duration: 4000 });
        },
        onError: () => toast.error(COURSE_MESSAGES.applyFailedToast),
      },
    );

  return (
    <Stack gap="lg">
      <Title order={1}>
        {course.code} {course.name}
      </Title>
      <Stack gap={4} component="section" aria-labelledby="overview-heading">
        <Title order={2} fz="h4" id="overview-heading">
          Overview
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>
          {course.description.trim() || COURSE_MESSAGES.overviewUnavailable}
        </Text>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="terms-heading">
        <Title order={2} fz="h4" id="terms-heading">
          Offering Terms
        </Title>
        <Group gap="xs">
          {OFFERING_TERMS.map(({ term, label }) => {
            const offered = course.terms.includes(term);
            return (
              <Badge
                key={term}
                size="lg"
                variant={offered ? 'filled' : 'outline'}
                color={offered ? 'indigo' : 'gray'}
                aria-label={`${label}${offered ? ' (offered)' : ' (not offered)'}`}
                data-offered={offered}
              >
                {label}
              </Badge>
            );
          })}
        </Group>
      </Stack>
      {user === 'client' &&
        (isClient ? (
          <Alert color="teal" variant="light" icon={<IconCheck size={18} aria-hidden />} maw={520}>
            <Text fw={600}>{COURSE_MESSAGES.alreadyClient}</Text>
            {applied && <Text fz="sm">{applySuccess(course.code, course.name)}</Text>}
          </Alert>
        ) : (
          <Group>
            <Button onClick={dialog.open}>Apply to be a Client</Button>
          </Group>
        ))}
      <Modal opened={opened} onClose={dialog.close} title={COURSE_MESSAGES.applyTitle} centered>
        <Stack gap="lg">
          <Text>{applyPrompt(course.code, course.name)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close} disabled={apply.isPending}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={apply.isPending}>
              Apply
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
