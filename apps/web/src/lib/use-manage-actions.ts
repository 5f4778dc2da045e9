import { useSubcourseActive } from '@/api/courses/get-subcourse-status';
import { useAuth } from '@/lib/auth';
import { visibleManageActions, type ManageAction } from './manage-actions';

/** The Manage actions the current user gets on an overview page of `subcourseId`. */
export function useManageActions(subcourseId: string, actions: readonly ManageAction[]) {
  const { isTutor } = useAuth();
  const status = useSubcourseActive(subcourseId);
  return visibleManageActions(actions, { active: status.data?.active === true, isTutor });
}
