import { MEMBER_MESSAGES, type MemberEntry } from '@capstone/contracts';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useSubcourseArchived } from '@/api/courses/get-subcourse-status';
import { useMembers } from '@/api/members/get-members';
import { OverviewLayout } from '@/components/layouts/overview-layout';
import { DataTable } from '@/components/table/data-table';
import { LoadError } from '@/components/table/load-error';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { taughtTutorials } from '@/lib/course-role';
import type { ManageAction } from '@/lib/manage-actions';
import { useLoggedError } from '@/lib/use-logged-error';
import { useManageActions } from '@/lib/use-manage-actions';
import { useRemoveStudent } from '../api/remove-student';
import { memberFilters, memberStats } from '../utils/member-overview';
import { memberColumns } from './member-columns';

/** Edit Permissions and Remove Member go to '/'. */
const ACTIONS: readonly ManageAction[] = [
  { label: 'Invite/Update Students', href: paths.courseInviteUser.getHref('student') },
  { label: 'Invite/Update Tutors', href: paths.courseInviteUser.getHref('tutors') },
  { label: 'Edit Permissions', href: paths.home.getHref() },
  { label: 'Remove Member', href: paths.home.getHref() },
];

const memberKey = (member: MemberEntry) => `${member.role}-${member.id}`;

interface MembersOverviewProps {
  subcourseId: string;
  /**
   * What shows above the table, given whether the user may change the members (the screen puts
   * the LMS sync there, which belongs to another feature).
   */
  renderAboveTable?: (canManage: boolean) => ReactNode;
  /**
   * A dialog offered right after a removal, given the student just removed (null when there is
   * none) and a way to close it (the screen offers to erase the student's data there).
   */
  renderAfterRemoval?: (removed: MemberEntry | null, close: () => void) => ReactNode;
}

/** /admin/allstudents: the students and staff of the current course. */
export function MembersOverview({
  subcourseId,
  renderAboveTable,
  renderAfterRemoval,
}: MembersOverviewProps) {
  const { profile, isTutor } = useAuth();
  const members = useMembers(subcourseId);
  const archived = useSubcourseArchived(subcourseId);
  const actions = useManageActions(subcourseId, ACTIONS);
  const remove = useRemoveStudent();
  const [toDelete, setToDelete] = useState<MemberEntry | null>(null);
  // Right after a removal, a course admin may also erase the student's data.
  const [removed, setRemoved] = useState<MemberEntry | null>(null);
  useLoggedError(members.error);

  const isCourseAdmin = !isTutor;
  // Removing students and resending access codes are course-admin writes, refused on an
  // archived subcourse.
  const canManage = isCourseAdmin && archived.data?.archived === false;
  const tutorials = useMemo(() => taughtTutorials(profile, subcourseId), [profile, subcourseId]);
  const filters = useMemo(
    () => memberFilters<MemberEntry>(tutorials, isCourseAdmin),
    [tutorials, isCourseAdmin],
  );
  const columns = useMemo(
    () => memberColumns(canManage ? { subcourseId, onDelete: setToDelete } : null),
    [canManage, subcourseId],
  );
  const stats = useMemo(
    () => (members.data ? memberStats(members.data) : undefined),
    [members.data],
  );
  const unknown = members.error ? null : undefined;

  const confirmDelete = useCallback(() => {
    if (!toDelete) return;
    remove.mutate(
      { subcourseId, studentId: toDelete.id },
      {
        onSuccess: () => {
          toast.success(MEMBER_MESSAGES.memberDeleted);
          setRemoved(toDelete);
          setToDelete(null);
        },
        onError: () => toast.error(MEMBER_MESSAGES.memberDeleteFailed),
      },
    );
  }, [remove, subcourseId, toDelete]);

  return (
    <OverviewLayout
      title="Members"
      subcourseId={subcourseId}
      actions={actions}
      stats={[
        { label: 'Students', value: stats?.students ?? unknown },
        { label: 'Staff', value: stats?.staff ?? unknown },
      ]}
    >
      {renderAboveTable?.(canManage)}
      <DataTable
        title="All Members"
        noun="members"
        rows={members.data}
        columns={columns}
        getRowId={memberKey}
        filters={filters}
        searchPlaceholder="Name, email or tutorial"
        isPending={members.isPending}
        error={
          members.error && (
            <LoadError
              message="The members could not be loaded."
              onRetry={() => void members.refetch()}
            />
          )
        }
        empty="This course has no members yet. Invite students and tutors to add them."
        initialSort={[{ id: 'name', desc: false }]}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete member"
        message={`Remove ${toDelete?.name ?? 'this student'} from this course? They leave their group and the course channels; their account remains.`}
        confirmLabel="DELETE"
        confirmColor="red.9"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
      {renderAfterRemoval?.(removed, () => setRemoved(null))}
    </OverviewLayout>
  );
}
