import type { ProjectFull } from '@capstone/contracts';
import { useMemo } from 'react';
import { paths } from '@/config/paths';
import { useSubcourseProjects } from '@/features/projects/api/list-subcourse-projects';
import { useLoggedError } from '../hooks/use-logged-error';
import { useManageActions } from '../hooks/use-manage-actions';
import type { ManageAction } from '../utils/manage-actions';
import { isUnallocatedProject, projectStats } from '../utils/project-overview';
import type { RowFilter } from '../utils/table-rows';
import { DataTable } from './data-table';
import { LoadError } from './load-error';
import { OverviewLayout } from './overview-layout';
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

/** /admin/allprojects (spec 2 §2, api.md §8.2): every project of the current course. */
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
