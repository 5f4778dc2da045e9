import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { ActivityOverview } from '@/features/audit/components/activity-overview';
import { useAuth } from '@/lib/auth';

/** /admin/activity: the audit trail of the current course. */
export function ActivityRoute() {
  const { subcourse } = useAuth();
  if (!subcourse) return <NoCourseSelected title="Activity" />;
  return <ActivityOverview subcourseId={subcourse} />;
}
