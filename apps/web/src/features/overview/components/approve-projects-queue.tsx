import { MESSAGES } from '@capstone/contracts';
import { Paper, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { OverviewLayout } from '@/components/layouts/overview-layout';
import { DataTable } from '@/components/table/data-table';
import { LoadError } from '@/components/table/load-error';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useErrorToast } from '@/lib/use-error-toast';
import { useUnapprovedProjects } from '../api/list-unapproved-projects';
import { UNAPPROVED_PROJECT_COLUMNS } from './project-columns';

/**
 * /admin/project/approve: submitted projects awaiting approval; each row opens the project, where
 * course admins approve or reject. Tutors may not list them.
 */
export function ApproveProjectsQueue({ subcourseId }: { subcourseId: string }) {
  const { isTutor } = useAuth();
  const navigate = useNavigate();
  const projects = useUnapprovedProjects(subcourseId, !isTutor);
  useErrorToast(projects.error, 'approve-projects-load');

  if (isTutor) {
    return (
      <OverviewLayout title="Approve Projects" subcourseId={subcourseId}>
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>{MESSAGES.onlyCourseAdmins}</Text>
          <Text c="dimmed" mt="xs">
            Project approval is for the course administrators. Ask one of them to review the
            submitted projects.
          </Text>
        </Paper>
      </OverviewLayout>
    );
  }

  return (
    <OverviewLayout
      title="Approve Projects"
      subcourseId={subcourseId}
      stats={[{ label: 'Awaiting approval', value: projects.error ? null : projects.data?.length }]}
    >
      <DataTable
        title="All Unapproved Projects"
        noun="projects"
        rows={projects.data}
        columns={UNAPPROVED_PROJECT_COLUMNS}
        getRowId={(project) => project.id}
        searchPlaceholder="Name, client or type"
        isPending={projects.isPending}
        error={
          projects.error && (
            <LoadError message={projects.error.message} onRetry={() => void projects.refetch()} />
          )
        }
        empty="No project is awaiting approval."
        onOpenRow={(project) => void navigate(paths.projectView.getHref(project.id))}
      />
    </OverviewLayout>
  );
}
