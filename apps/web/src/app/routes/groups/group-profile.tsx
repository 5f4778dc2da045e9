import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { GroupProfile } from '@/features/groups/components/group-profile';

/** /group/profile/{groupId}; without a group id it goes to /. */
export function GroupProfileRoute() {
  const { groupId } = useParams();
  if (!groupId) return <Navigate to={paths.home.getHref()} replace />;
  return <GroupProfile key={groupId} groupId={groupId} />;
}
