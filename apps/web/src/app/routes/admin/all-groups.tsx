import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { GroupsOverview } from '@/features/groups/components/groups-overview';
import { useAuth } from '@/lib/auth';

/** /admin/allgroups: every group of the current course. */
export function AllGroupsRoute() {
  const { subcourse } = useAuth();
  if (!subcourse) return <NoCourseSelected title="Groups" />;
  return <GroupsOverview subcourseId={subcourse} />;
}
