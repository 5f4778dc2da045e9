import { PROJECT_MESSAGES, type ProjectFull } from '@capstone/contracts';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { getAccountDetailsQueryOptions } from '@/api/accounts/get-account-details';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { getCourseDetailsQueryOptions } from '@/features/courses/api/get-course-details';
import { useClientQuestionnaire } from '@/features/projects/api/get-client-questionnaire';
import { ProjectForm } from '@/features/projects/components/project-form';
import { UnverifiedNotice } from '@/features/projects/components/unverified-notice';
import { PROJECT_TEXT } from '@/features/projects/utils/project-text';
import { useAuth } from '@/lib/auth';

interface ProjectFormScreenProps {
  mode: 'create' | 'edit';
  /** The parent course: the selected one when creating, the project's when editing. */
  courseId: string;
  project?: ProjectFull;
}

function FormSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the project form">
      <Skeleton height={24} width={260} />
      {[0, 1, 2, 3, 4].map((key) => (
        <Stack key={key} gap={6}>
          <Skeleton height={14} width={160} />
          <Skeleton height={36} />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * Create New Project / Edit Project: a verified client (or, when editing, course staff) answers the
 * course's client questionnaire.
 */
export function ProjectFormScreen({ mode, courseId, project }: ProjectFormScreenProps) {
  const { session } = useAuth();
  const isClient = session?.user === 'client';
  const details = useQuery({
    ...getAccountDetailsQueryOptions('client', session?.id ?? ''),
    enabled: isClient,
  });
  const questionnaire = useClientQuestionnaire(courseId);
  const course = useQuery(getCourseDetailsQueryOptions(courseId));
  const dashboardHref = isClient
    ? paths.clientProjects.getHref(courseId)
    : project
      ? paths.projectView.getHref(project.id)
      : paths.dashboard.getHref();

  useEffect(() => {
    if (questionnaire.error) toast.error(PROJECT_MESSAGES.loadFormFailed, { id: 'project-form' });
  }, [questionnaire.error]);

  const isVerified =
    !isClient || (details.data && 'is_verified' in details.data && details.data.is_verified);
  const title = mode === 'create' ? PROJECT_TEXT.createTitle : PROJECT_TEXT.editTitle;

  let body;
  if (!isClient && mode === 'create') {
    body = (
      <Paper withBorder p="xl" ta="center">
        <Text>Only clients can create projects.</Text>
      </Paper>
    );
  } else if ((isClient && details.isPending) || questionnaire.isPending) {
    body = <FormSkeleton />;
  } else if (isClient && details.error) {
    body = (
      <Paper withBorder p="xl" ta="center">
        <Text mb="md">Your account details could not be loaded.</Text>
        <Button onClick={() => void details.refetch()} loading={details.isRefetching}>
          TRY AGAIN
        </Button>
      </Paper>
    );
  } else if (!isVerified) {
    body = <UnverifiedNotice />;
  } else if (questionnaire.error) {
    body = (
      <Paper withBorder p="xl" ta="center">
        <Text mb="md">{PROJECT_MESSAGES.loadFormFailed}</Text>
        <Button onClick={() => void questionnaire.refetch()} loading={questionnaire.isRefetching}>
          TRY AGAIN
        </Button>
      </Paper>
    );
  } else {
    body = (
      <ProjectForm
        mode={mode}
        courseId={courseId}
        questions={questionnaire.data}
        courseTerms={course.data?.terms}
        project={project}
        dashboardHref={dashboardHref}
      />
    );
  }

  return (
    <Stack gap="lg" py="md" maw={860}>
      <Group gap="sm" wrap="nowrap">
        <BackLink to={dashboardHref} label="Back" />
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {title}
        </Title>
      </Group>
      {body}
    </Stack>
  );
}
