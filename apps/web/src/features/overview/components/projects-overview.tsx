import type { ProjectFull } from '@capstone/contracts';
import { useMemo, type ReactNode } from 'react';
import { useSubcourseProjects } from '@/api/projects/list-subcourse-projects';
import { OverviewLayout } from '@/components/layouts/overview-layout';
import { DataTable, type DataColumn } from '@/components/table/data-table';
import { LoadError } from '@/components/table/load-error';
import { paths } from '@/config/paths';
import type { ManageAction } from '@/lib/manage-actions';
import type { RowFilter } from '@/lib/table-rows';
import { useLoggedError } from '@/lib/use-logged-error';
import { useManageActions } from '@/lib/use-manage-actions';
import { isUnallocatedProject, projectStats } from '../utils/project-overview';
import { ProjectCard } from './project-card';
import { PROJECT_COLUMNS } from './project-columns';

const ACTIONS: readonly ManageAction[] = [
  { label: 'Approve Projects', href: paths.approveProjects.getHref() },
  {
    label: 'Edit Group-Project Allocation',
    href: paths.projectAllocation.getHref(),
    forTutors: true,
  },
  { label: 'Change Requests', href: paths.changeRequests.getHref(), forTutors: true },
  { label: 'Peer Evaluation', href: paths.adminPeerRounds.getHref(), forTutors: true },
];

const NO_COLUMNS: readonly DataColumn<ProjectFull>[] = [];

const FILTERS: readonly RowFilter<ProjectFull>[] = [
  { id: 'unallocated', label: 'Not allocated to group(s)', test: isUnallocatedProject },
];

interface ProjectsOverviewProps {
  subcourseId: string;
  /** Columns the screen adds before the id (mentor, minimum, withdrawal); keep the array stable. */
  extraColumns?: readonly DataColumn<ProjectFull>[];
  /** Shown under the table (the Mentors panel). */
  children?: ReactNode;
}

/** /admin/allprojects: every project of the current course. */
export function ProjectsOverview({
  subcourseId,
  extraColumns = NO_COLUMNS,
  children,
}: ProjectsOverviewProps) {
  const projects = useSubcourseProjects(subcourseId);
  const actions = useManageActions(subcourseId, ACTIONS);
  useLoggedError(projects.error);
  const stats = useMemo(
    () => (projects.data ? projectStats(projects.data) : undefined),
    [projects.data],
  );
  const unknown = projects.error ? null : undefined;
  const columns = useMemo(
    () =>
      extraColumns.length === 0
        ? PROJECT_COLUMNS
        : [
            ...PROJECT_COLUMNS.filter((column) => column.id !== 'id'),
            ...extraColumns,
            ...PROJECT_COLUMNS.filter((column) => column.id === 'id'),
          ],
    [extraColumns],
  );

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
        columns={columns}
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
        renderCard={(project) => <ProjectCard project={project} extraColumns={extraColumns} />}
      />
      {children}
    </OverviewLayout>
  );
}
