import { ALLOCATION_MESSAGES, MESSAGES, type AccountType } from '@capstone/contracts';
import type { AllocationKind } from '../api/save-allocation';

export interface BoardAccessInput {
  kind: AllocationKind;
  user: AccountType | undefined;
  isCourseAdmin: boolean;
  /** Unknown (undefined) until the subcourse has loaded. */
  isActive?: boolean | undefined;
  isArchived?: boolean | undefined;
}

export interface BoardAccess {
  /** False: the screen shows only `notice` (no board data is read). */
  canView: boolean;
  canEdit: boolean;
  canPublish: boolean;
  notice: string | null;
}

/**
 * Who may do what on a board: staff of S view the project board, save drafts and auto-allocate;
 * publishing, and the whole student board, are for course admins. The server refuses saves on an
 * inactive or archived subcourse, so those boards are read-only.
 */
export function boardAccess(input: BoardAccessInput): BoardAccess {
  const { kind, user, isCourseAdmin, isActive, isArchived } = input;
  const none = { canView: false, canEdit: false, canPublish: false };
  if (user !== 'staff') return { ...none, notice: MESSAGES.onlyCourseStaff };
  if (kind === 'student' && !isCourseAdmin)
    return { ...none, notice: ALLOCATION_MESSAGES.onlyAdmins };
  const readOnly = { canView: true, canEdit: false, canPublish: false };
  if (isArchived) return { ...readOnly, notice: ALLOCATION_MESSAGES.subcourseArchived };
  if (isActive === false) return { ...readOnly, notice: ALLOCATION_MESSAGES.subcourseNotActive };
  return { canView: true, canEdit: true, canPublish: isCourseAdmin, notice: null };
}
