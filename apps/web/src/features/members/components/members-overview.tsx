import { MEMBER_MESSAGES, type MemberEntry } from '@capstone/contracts';
import { useCallback, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { useSubcourseArchived } from '@/features/courses/api/get-subcourse-status';
import { DataTable } from '@/features/overview/components/data-table';
import { LoadError } from '@/features/overview/components/load-error';
import { OverviewLayout } from '@/features/overview/components/overview-layout';
import { useLoggedError } from '@/features/overview/hooks/use-logged-error';
import { useManageActions } from '@/features/overview/hooks/use-manage-actions';
import type { ManageAction } from '@/features/overview/utils/manage-actions';
import { LmsSync } from '@/features/lti/components/lms-sync';
import { EraseRemovedStudentDialog } from '@/features/my-data/components/erase-removed-student-dialog';
import { useAuth } from '@/lib/auth';
import { useMembers } from '../api/get-members';
import { useRemoveStudent } from '../api/remove-student';
import { memberFilters, memberStats, taughtTutorials } from '../utils/member-overview';
import { memberColumns } from './member-columns';

/** Spec 2 §2: Edit Permissions and Remove Member go to '/'. */
const ACTIONS: readonly ManageAction[] = [
  { label: 'Invite/Update Students', href: paths.courseInviteUser.getHref('student') },
  { label: 'Invite/Update Tutors', href: paths.courseInviteUser.getHref('tutors') },
  { label: 'Edit Permissions', href: paths.home.getHref() },
  { label: 'Remove Member', href: paths.home.getHref() },
];

const memberKey = (member: MemberEntry) => `${member.role}-${member.id}`;

/** /admin/allstudents (spec 2 §2, api.md §13): the students and staff of the current course. */
export function MembersOverview({ subcourseId }: { subcourseId: string }) {
  const { profile, isTutor } = useAuth();
  const members = useMembers(subcourseId);
  const archived = useSubcourseArchived(subcourseId);
  const actions = useManageActions(subcourseId, ACTIONS);
  const remove = useRemoveStudent();
  const [toDelete, setToDelete] = useState<MemberEntry | null>(null);
  // Right after a removal, a course admin may also erase the student's data (issue 20).
  const [removed, setRemoved] = useState<MemberEntry | null>(null);
  useLoggedError(members.error);

  const isCourseAdmin = !isTutor;
  // Removing students and resending access codes are course-admin writes, refused on an
  // archived subcourse (api.md §6, §13).
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
      <LmsSync subcourseId={subcourseId} enabled={canManage} />
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
      <EraseRemovedStudentDialog
        subcourseId={subcourseId}
        student={removed}
        onClose={() => setRemoved(null)}
      />
    </OverviewLayout>
  );
}
