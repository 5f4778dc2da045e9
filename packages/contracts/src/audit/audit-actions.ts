import type { AccountType } from '../common/constants';

/**
 * Every audited action (README.md, "Audit trail"), as `audit_events.action` stores it and the
 * Activity page filters by it, with the words the page shows.
 */
export const AUDIT_ACTION_LABELS = {
  'members.import_students': 'Imported students',
  'members.import_tutors': 'Imported tutors',
  'members.remove_student': 'Removed a student',
  'members.tutorial_change': 'Changed a tutorial',
  'subcourse.settings_update': 'Changed settings',
  'subcourse.form_update': 'Changed a form',
  'course.term_dates_update': 'Changed term dates',
  'subcourse.activate': 'Activated the offering',
  'subcourse.archive': 'Archived the offering',
  'client.verify': 'Verified a client',
  'client.reject': 'Rejected a client',
  'project.approve': 'Approved a project',
  'project.reject': 'Rejected a project',
  'project.remove': 'Removed a project',
  'project.withdraw': 'Withdrew a published project',
  'allocation.draft_save': 'Saved an allocation draft',
  'allocation.publish': 'Published the allocation',
  'allocation.override': 'Published the allocation with an override',
  'allocation.locks_update': 'Changed the locked groups',
  'change_request.approve': 'Approved a change request',
  'change_request.decline': 'Declined a change request',
  'chat.channel_create': 'Created a channel',
  'peer.round_create': 'Created a peer evaluation round',
  'peer.round_update': 'Changed a peer evaluation round',
  'peer.round_delete': 'Deleted a peer evaluation round',
  'peer.round_close': 'Closed a peer evaluation round early',
  'peer.round_release': 'Released peer evaluation results',
  'peer.comment_hide': 'Hid a peer evaluation comment',
  'peer.comment_show': 'Showed a hidden peer evaluation comment',
  'peer.marks_update': 'Changed peer evaluation group marks',
  'lti.context_link': 'Linked an LMS course',
  'lti.roster_sync': 'Synced the class list from the LMS',
  'account.export': 'Downloaded their data',
  'account.export_by_staff': "Exported a student's data",
  'account.delete': 'Deleted their account',
  'account.erase_by_staff': "Deleted a removed student's data",
  'retention.due': 'Offering data became due for deletion',
  'retention.confirm': 'Confirmed deletion of the offering data',
  'retention.postpone': 'Postponed deletion of the offering data',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/**
 * What an audited action was done to, as `audit_events.target_type` stores it: an account by
 * its type, anything else by its table. The Activity page looks the name up by this type.
 */
export type AuditTargetType =
  'subcourse' | 'course' | 'project' | 'group' | 'channel' | 'lti_context' | AccountType;
