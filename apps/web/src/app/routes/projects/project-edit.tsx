import { PROJECT_MESSAGES } from '@capstone/contracts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useParams } from 'react-router';
import { useProject } from '@/api/projects/get-project';
import { PROJECT_TEXT } from '@/features/projects/utils/project-text';
import { isFullView } from '@/features/projects/utils/project-view';
import { ProjectFormScreen } from './project-form-screen';

/** /client/{projId}/edit: 'Loading...' until the project arrives, then the form in edit mode. */
export function ProjectEditRoute() {
  const { projId = '' } = useParams();
  const { data, error, isPending } = useProject(projId);

  useEffect(() => {
    if (error) toast.error(PROJECT_MESSAGES.loadForEditFailed, { id: 'project-edit' });
  }, [error]);

  if (isPending || error || !isFullView(data)) {
    return (
      <Stack gap="lg" py="md">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {PROJECT_TEXT.editTitle}
        </Title>
        {isPending ? (
          <Text role="status" aria-busy="true">
            Loading...
          </Text>
        ) : (
          <Paper withBorder p="xl" ta="center">
            <Text>{error ? PROJECT_MESSAGES.loadForEditFailed : PROJECT_MESSAGES.notOwner}</Text>
          </Paper>
        )}
      </Stack>
    );
  }
  // Keyed by the project so that a newer copy (after a save) starts the form afresh.
  return <ProjectFormScreen key={data.id} mode="edit" courseId={data.course} project={data} />;
}
