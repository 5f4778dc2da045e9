import type { ProjectFull } from '@capstone/contracts';
import { useCallback, useMemo, useState } from 'react';
import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { MentorsPanel } from '@/features/mentors/components/mentors-panel';
import { useMentorColumns } from '@/features/mentors/hooks/use-mentor-columns';
import { ProjectsOverview } from '@/features/overview/components/projects-overview';
import { withdrawalColumn } from '@/features/projects/components/withdrawal-column';
import { WithdrawProjectDialog } from '@/features/projects/components/withdraw-project-dialog';
import { useAuth } from '@/lib/auth';
import { isCourseAdminOf } from '@/lib/course-role';

/**
 * The projects table with the allocation settings composed in: each project's mentor and
 * minimum, its withdrawal, and the Mentors panel under the table. Course admins edit; tutors read.
 */
function AllProjects({ subcourseId, canEdit }: { subcourseId: string; canEdit: boolean }) {
  const mentorColumns = useMentorColumns(subcourseId, canEdit);
  const [withdrawing, setWithdrawing] = useState<ProjectFull | null>(null);
  const openWithdraw = useCallback((project: ProjectFull) => setWithdrawing(project), []);
  const extraColumns = useMemo(
    () => [...mentorColumns, withdrawalColumn(canEdit, openWithdraw)],
    [mentorColumns, canEdit, openWithdraw],
  );
  return (
    <>
      <ProjectsOverview subcourseId={subcourseId} extraColumns={extraColumns}>
        <MentorsPanel subcourseId={subcourseId} canEdit={canEdit} />
      </ProjectsOverview>
      {canEdit && (
        <WithdrawProjectDialog
          project={withdrawing}
          subcourseId={subcourseId}
          onClose={() => setWithdrawing(null)}
        />
      )}
    </>
  );
}

/** /admin/allprojects: every project of the current course. */
export function AllProjectsRoute() {
  const { session, profile, subcourse, isTutor } = useAuth();
  if (!subcourse) return <NoCourseSelected title="Projects" />;
  return (
    <AllProjects
      subcourseId={subcourse}
      canEdit={isCourseAdminOf(session?.user ?? 'student', profile, subcourse, isTutor)}
    />
  );
}
