import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { getAccountDetailsQueryOptions } from '@/api/accounts/get-account-details';
import { paths } from '@/config/paths';
import { ClientProjectList } from '@/features/projects/components/client-project-list';
import { UnverifiedNotice } from '@/features/projects/components/unverified-notice';
import { PROJECT_TEXT } from '@/features/projects/utils/project-text';
import { auth, useAuth } from '@/lib/auth';

/** My Projects (/client/projects/{courseId}): the client's projects of one course. */
export function ClientProjectsRoute() {
  const { courseId = '' } = useParams();
  const navigate = useNavigate();
  const { session, subcourse } = useAuth();
  const isClient = session?.user === 'client';
  const details = useQuery({
    ...getAccountDetailsQueryOptions('client', session?.id ?? ''),
    enabled: isClient,
  });

  // Opening the page by its address makes that course the current one too.
  useEffect(() => {
    if (courseId && subcourse !== courseId) auth.selectCourse(courseId);
  }, [courseId, subcourse]);

  const isVerified = details.data && 'is_verified' in details.data && details.data.is_verified;
  const create = () => void navigate(paths.projectCreate.getHref(), { state: { courseId } });

  let body;
  if (!isClient || !session) {
    body = (
      <Paper withBorder p="xl" ta="center">
        <Text>This page lists a client's own projects.</Text>
      </Paper>
    );
  } else if (details.isPending) {
    body = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading projects">
        <Skeleton height={36} />
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={92} radius="md" />
        ))}
      </Stack>
    );
  } else if (details.error) {
    body = (
      <Paper withBorder p="xl" ta="center">
        <Text mb="md">{PROJECT_TEXT.loadListFailed}</Text>
        <Button onClick={() => void details.refetch()} loading={details.isRefetching}>
          TRY AGAIN
        </Button>
      </Paper>
    );
  } else if (!isVerified) {
    body = <UnverifiedNotice />;
  } else {
    body = <ClientProjectList clientId={session.id} courseId={courseId} onCreate={create} />;
  }

  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {PROJECT_TEXT.myProjects}
        </Title>
        {isClient && isVerified && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
            CREATE PROJECT
          </Button>
        )}
      </Group>
      {body}
    </Stack>
  );
}
