/** One entry of an overview page's Manage dropdown. */
export interface ManageAction {
  label: string;
  href: string;
  /** Project allocation ignores the tutor rule. */
  forTutors?: boolean;
}

export interface ManageAccess {
  /** The subcourse is active; false while that is still unknown. */
  active: boolean;
  isTutor: boolean;
}

/**
 * The actions a user may see: none unless the subcourse is active; tutors only those marked for
 * them. An empty list hides the dropdown.
 */
export function visibleManageActions(
  actions: readonly ManageAction[],
  { active, isTutor }: ManageAccess,
): ManageAction[] {
  if (!active) return [];
  return actions.filter((action) => !isTutor || action.forTutors === true);
}
