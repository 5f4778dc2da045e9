import { useMemo } from 'react';
import { useSubcourseGroups } from '@/api/groups/get-groups';
import { OverviewLayout } from '@/components/layouts/overview-layout';
import { DataTable } from '@/components/table/data-table';
import { LoadError } from '@/components/table/load-error';
import { paths } from '@/config/paths';
import type { ManageAction } from '@/lib/manage-actions';
import { useLoggedError } from '@/lib/use-logged-error';
import { useManageActions } from '@/lib/use-manage-actions';
import { useUnallocatedCount } from '../api/get-unallocated-count';
import { groupStats, staffGroupFilters } from '../utils/group-rules';
import { STAFF_GROUP_COLUMNS } from './group-columns';

/** Hidden for tutors and for a subcourse that is not active. */
const ACTIONS: readonly ManageAction[] = [
  { label: 'Edit Student-Group Allocation', href: paths.studentAllocation.getHref() },
];

/** /admin/allgroups: every group of the current course. */
export function GroupsOverview({ subcourseId }: { subcourseId: string }) {
  const groups = useSubcourseGroups(subcourseId);
  const unallocated = useUnallocatedCount(subcourseId);
  const actions = useManageActions(subcourseId, ACTIONS);
  useLoggedError(groups.error);
  useLoggedError(unallocated.error);
  const stats = useMemo(() => (groups.data ? groupStats(groups.data) : undefined), [groups.data]);
  const filters = useMemo(() => staffGroupFilters(groups.data ?? []), [groups.data]);
  const unknown = groups.error ? null : undefined;

  return (
    <OverviewLayout
      title="Groups"
      subcourseId={subcourseId}
      actions={actions}
      stats={[
        {
          label: 'Unallocated Students',
          value: unallocated.error ? null : unallocated.data,
        },
        { label: 'Available Groups', value: stats?.available ?? unknown },
        { label: 'Full Groups', value: stats?.full ?? unknown },
      ]}
    >
      <DataTable
        title="All Groups"
        noun="groups"
        rows={groups.data}
        columns={STAFF_GROUP_COLUMNS}
        getRowId={(group) => group.id}
        filters={filters}
        searchPlaceholder="Group, tutorial or member"
        isPending={groups.isPending}
        error={
          groups.error && (
            <LoadError
              message="The groups could not be loaded."
              onRetry={() => void groups.refetch()}
            />
          )
        }
        empty="This course has no groups yet. Importing students creates their tutorials' groups."
      />
    </OverviewLayout>
  );
}
