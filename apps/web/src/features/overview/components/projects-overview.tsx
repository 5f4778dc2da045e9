import type { ProjectFull } from '@capstone/contracts';
import { useMemo } from 'react';
import { useSubcourseProjects } from '@/api/projects/list-subcourse-projects';
import { OverviewLayout } from '@/components/layouts/overview-layout';
import { DataTable } from '@/components/table/data-table';
import { LoadError } from '@/components/table/load-error';
import { paths } from '@/config/paths';
import type { ManageAction } from '@/lib/manage-actions';
import type { RowFilter } from '@/lib/table-rows';
import { useLoggedError } from '@/lib/use-logged-error';
import { useManageActions } from '@/lib/use-manage-actions';
import { isUnallocatedProject, projectStats } from '../utils/project-overview';
import { PROJECT_COLUMNS } from './project-columns';

const ACTIONS: readonly ManageAction[] = [
  { label: 'Approve Projects', href: paths.approveProjects.getHref() },
  {
    label: 'Edit Group-Project Allocation',
    href: paths.projectAllocation.getHref(),
    forTutors: true,
  },
];

const FILTERS: readonly RowFilter<ProjectFull>[] = [
  { id: 'unallocated', label: 'Not allocated to group(s)', test: isUnallocatedProject },
];

/** /admin/allprojects: every project of the current course. */
export function ProjectsOverview({ subcourseId }: { subcourseId: string }) {
  const projects = useSubcourseProjects(subcourseId);
  const actions = useManageActions(subcourseId, ACTIONS);
  useLoggedError(projects.error);
  const stats = useMemo(
    () => (projects.data ? projectStats(projects.data) : undefined),
    [projects.data],
  );
  const unknown = projects.error ? null : undefined;

  return (
    <OverviewLayout
      title="Projects"
      subcourseId={subcourseId}
      actions={actions}
      stats={[
        { label: 'Unallocated Projects', value: stats?.unallocated ?? unknown },
        { label: 'Problems Flagged', value: stats?.problemsFlagged ?? unknown },
      ]}
    >
      <DataTable
        title="All Projects"
        noun="projects"
        rows={projects.data}
        columns={PROJECT_COLUMNS}
        getRowId={(project) => project.id}
        filters={FILTERS}
        searchPlaceholder="Name, client, type or group"
        isPending={projects.isPending}
        error={
          projects.error && (
            <LoadError
              message="The projects could not be loaded."
              onRetry={() => void projects.refetch()}
            />
          )
        }
        empty="This course has no projects yet. Approved projects appear here."
      />
    </OverviewLayout>
  );
}
