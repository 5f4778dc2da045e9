import { SUBCOURSE_MESSAGES } from '@capstone/contracts';

export interface LifecycleState {
  isActive: boolean;
  isArchived: boolean;
  /** GET /api/subcourse/{id}/activatable; false also when a sibling subcourse is active. */
  isActivatable: boolean;
}

export interface LifecycleControls {
  canArchive: boolean;
  canSave: boolean;
  canActivate: boolean;
  activateTooltip: string;
}

/**
 * An archived subcourse disables ARCHIVE, SAVE and ACTIVATE; ACTIVATE is also disabled when the
 * subcourse is active or a sibling is. The tooltip says which case applies.
 */
export function lifecycleControls({
  isActive,
  isArchived,
  isActivatable,
}: LifecycleState): LifecycleControls {
  const activateTooltip = isArchived
    ? SUBCOURSE_MESSAGES.tooltipArchived
    : isActive
      ? SUBCOURSE_MESSAGES.tooltipActivated
      : isActivatable
        ? SUBCOURSE_MESSAGES.tooltipActivate
        : SUBCOURSE_MESSAGES.tooltipOneActive;
  return {
    canArchive: !isArchived,
    canSave: !isArchived,
    canActivate: !isArchived && !isActive && isActivatable,
    activateTooltip,
  };
}
