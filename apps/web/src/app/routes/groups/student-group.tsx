import { useParams } from 'react-router';
import { useSubcourseGroups } from '@/api/groups/get-groups';
import { GroupChangeRequests } from '@/features/change-requests/components/group-change-requests';
import { StudentGroupProject } from '@/features/groups/components/student-group-project';
import { findMyGroup } from '@/features/groups/utils/group-rules';
import { useAuth } from '@/lib/auth';

/**
 * /group/{projectId}: the student's allocated project and their group. Once the group has a
 * published project, its members see its requests to move and its lead can ask for one.
 */
export function StudentGroupRoute() {
  const { projectId = '' } = useParams();
  const { session, subcourse } = useAuth();
  const groups = useSubcourseGroups(subcourse);
  const myGroup = findMyGroup(groups.data);
  const published = myGroup?.project ?? null;
  const lead = myGroup?.members.find((member) => member.id === myGroup.lead);

  return (
    <StudentGroupProject
      key={projectId}
      projectId={projectId}
      subcourseId={subcourse}
      changeRequests={
        myGroup && published && subcourse ? (
          <GroupChangeRequests
            groupId={myGroup.id}
            subcourseId={subcourse}
            currentProject={published}
            isLead={!!session && myGroup.lead === session.id}
            leadName={lead?.name ?? null}
          />
        ) : null
      }
    />
  );
}
