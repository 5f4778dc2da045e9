import type { MemberEntry } from '@capstone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useSubcourseArchived } from '@/api/courses/get-subcourse-status';
import { useMembers } from '@/api/members/get-members';
import { OverviewLayout } from '@/components/layouts/overview-layout';
import { DataTable } from '@/components/table/data-table';
import { LoadError } from '@/components/table/load-error';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { errorToastText } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { taughtTutorials } from '@/lib/course-role';
import type { ManageAction } from '@/lib/manage-actions';
import { useLoggedError } from '@/lib/use-logged-error';
import { useManageActions } from '@/lib/use-manage-actions';
import { getRemovalTrailQueryOptions } from '../api/get-removed-students';
import { useRemoveStudent } from '../api/remove-student';
import { memberFilters, memberStats } from '../utils/member-overview';
import type { RemovedStudent } from '../utils/removed-students';
import { MemberCard } from './member-card';
import { memberColumns, type MemberManagement } from './member-columns';
import { RemovedStudents } from './removed-students';

/** Edit Permissions and Remove Member go to '/'. */
const ACTIONS: readonly ManageAction[] = [
  { label: 'Invite/Update Students', href: paths.courseInviteUser.getHref('student') },
  { label: 'Invite/Update Tutors', href: paths.courseInviteUser.getHref('tutors') },
  { label: 'Edit Permissions', href: paths.home.getHref() },
  { label: 'Remove Member', href: paths.home.getHref() },
];

const memberKey = (member: MemberEntry) => `${member.role}-${member.id}`;

const REMOVE_FAILED = 'The student could not be removed. Please try again.';

/** What the erase dialog of another feature needs: whom, and how to end. */
export interface EraseDialogControls {
  onClose: () => void;
  /** After an erasure: the removed students list reads the trail again. */
  onErased: () => void;
}

interface MembersOverviewProps {
  subcourseId: string;
  /**
   * What shows above the table, given whether the user may change the members (the screen puts
   * the LMS sync there, which belongs to another feature).
   */
  renderAboveTable?: (canManage: boolean) => ReactNode;
  /**
   * The confirmation of "Erase their data" on a removed student (null when closed); the screen
   * puts the erase dialog there, which belongs to another feature.
   */
  renderEraseDialog?: (student: RemovedStudent | null, controls: EraseDialogControls) => ReactNode;
}

/** /admin/allstudents: the students and staff of the current course, and those removed. */
export function MembersOverview({
  subcourseId,
  renderAboveTable,
  renderEraseDialog,
}: MembersOverviewProps) {
  const { profile, isTutor } = useAuth();
  const queryClient = useQueryClient();
  const members = useMembers(subcourseId);
  const archived = useSubcourseArchived(subcourseId);
  const actions = useManageActions(subcourseId, ACTIONS);
  const remove = useRemoveStudent();
  const [toRemove, setToRemove] = useState<MemberEntry | null>(null);
  const [toErase, setToErase] = useState<RemovedStudent | null>(null);
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
  const manage = useMemo<MemberManagement | null>(
    () => (canManage ? { subcourseId, onRemove: setToRemove } : null),
    [canManage, subcourseId],
  );
  const columns = useMemo(() => memberColumns(manage), [manage]);
  const stats = useMemo(
    () => (members.data ? memberStats(members.data) : undefined),
    [members.data],
  );
  const unknown = members.error ? null : undefined;

  const confirmRemove = useCallback(() => {
    if (!toRemove) return;
    remove.mutate(
      { subcourseId, studentId: toRemove.id },
      {
        // The API's own words stay on the wire; people read what happened, in the page's words.
        onSuccess: () => {
          toast.success(`Removed ${toRemove.name} from the offering`);
          setToRemove(null);
        },
        onError: (error) => toast.error(errorToastText(error, REMOVE_FAILED)),
      },
    );
  }, [remove, subcourseId, toRemove]);

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
        renderCard={(member) => <MemberCard member={member} manage={manage} />}
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
      <RemovedStudents
        subcourseId={subcourseId}
        enabled={isCourseAdmin && !!renderEraseDialog}
        onErase={setToErase}
      />
      <ConfirmDialog
        opened={toRemove !== null}
        title="Remove from course"
        message={`Remove ${toRemove?.name ?? 'this student'} from this offering? They leave their group and the course channels. Their account remains, and so does what this offering holds about them until you erase it under Removed students.`}
        confirmLabel="REMOVE FROM COURSE"
        confirmColor="red.9"
        isPending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setToRemove(null)}
      />
      {renderEraseDialog?.(toErase, {
        onClose: () => setToErase(null),
        onErased: () =>
          void queryClient.invalidateQueries({
            queryKey: getRemovalTrailQueryOptions(subcourseId).queryKey,
          }),
      })}
    </OverviewLayout>
  );
}
