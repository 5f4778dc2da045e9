import { useParams } from 'react-router';
import { NoCourseSelected } from '@/components/ui/no-course-selected';
import {
  VERSION_HISTORY_TITLE,
  VersionHistoryPage,
} from '@/features/allocation-versions/components/version-history-page';
import { useAuth } from '@/lib/auth';

/** /project/allocation/versions/{n?}: the published versions of the current course. */
export function AllocationVersionsRoute() {
  const { subcourse } = useAuth();
  const { versionNumber } = useParams();
  if (!subcourse) return <NoCourseSelected title={VERSION_HISTORY_TITLE} />;
  return <VersionHistoryPage subcourseId={subcourse} versionParam={versionNumber} />;
}
