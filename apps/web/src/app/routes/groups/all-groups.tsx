import { useEffect } from 'react';
import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { StudentGroups } from '@/features/groups/components/student-groups';
import { GROUP_TEXTS } from '@/features/groups/utils/group-texts';
import { useAuth } from '@/lib/auth';

/** /allGroups and /allgroups. Without a selected course no call is made. */
export function AllGroupsRoute() {
  const { subcourse } = useAuth();
  useEffect(() => {
    if (!subcourse) console.warn(GROUP_TEXTS.noCourseWarning);
  }, [subcourse]);
  if (!subcourse) return <NoCourseSelected title="Groups" />;
  return <StudentGroups subcourseId={subcourse} />;
}
