import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { MembersOverview } from '@/features/members/components/members-overview';
import { useAuth } from '@/lib/auth';

/** /admin/allstudents: the members of the current subcourse (spec 2 §2, api.md §13). */
export function AllStudentsRoute() {
  const { subcourse } = useAuth();
  if (!subcourse) return <NoCourseSelected title="Members" />;
  return <MembersOverview subcourseId={subcourse} />;
}
