import {
  AFTER_PUBLISH_MESSAGES,
  MENTOR_QUOTA_MAX,
  messageForPeople,
  type MemberEntry,
  type Mentor,
} from '@capstone/contracts';

/** The select's value for "No mentor" (staff ids are never empty). */
export const NO_MENTOR = '';

interface Ref {
  id: string;
  name: string;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export interface MentorChoice {
  value: string;
  label: string;
}

/** Who can mentor a project: the offering's course admins and tutors, by name, after "No mentor". */
export function mentorChoices(
  members: readonly Pick<MemberEntry, 'id' | 'name' | 'role'>[] | undefined,
): MentorChoice[] {
  const staff = (members ?? [])
    .filter((member) => member.role !== 'student')
    .sort((a, b) => byName.compare(a.name, b.name))
    .map((member) => ({ value: member.id, label: `${member.name} (${member.role})` }));
  return [{ value: NO_MENTOR, label: 'No mentor' }, ...staff];
}

/** The project's current mentor stays a choice even when the staff list lacks them (or loads). */
export function withCurrentMentor(
  choices: readonly MentorChoice[],
  current: Ref | null | undefined,
): readonly MentorChoice[] {
  if (!current || choices.some((choice) => choice.value === current.id)) return choices;
  const [none, ...staff] = choices;
  return [...(none ? [none] : []), { value: current.id, label: current.name }, ...staff];
}

export type QuotaResult = { ok: true; quota: number | null } | { ok: false; error: string };

/** The quota field: empty means no limit; otherwise a whole number from 0 to 1000. */
export function parseQuota(input: string | number): QuotaResult {
  const text = String(input).trim();
  if (text === '') return { ok: true, quota: null };
  const quota = Number(text);
  if (!Number.isInteger(quota) || quota < 0 || quota > MENTOR_QUOTA_MAX) {
    return { ok: false, error: messageForPeople(AFTER_PUBLISH_MESSAGES.quotaRule) };
  }
  return { ok: true, quota };
}

/** The minimum a project's field holds, or null when it is not a whole number from 0 to capacity. */
export function parseMinGroups(input: string | number, capacity: number): number | null {
  const text = String(input).trim();
  if (text === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= capacity ? value : null;
}

export const groupsText = (count: number) => (count === 1 ? '1 group' : `${count} groups`);

/** "3 of 5 groups" or "3 groups, no limit". */
export const loadText = ({ load, quota }: Pick<Mentor, 'load' | 'quota'>) =>
  quota === null ? `${groupsText(load)}, no limit` : `${load} of ${groupsText(quota)}`;

/** More groups on the mentor's projects than the quota: the next publish is refused unless overridden. */
export const isOverQuota = ({ load, quota }: Pick<Mentor, 'load' | 'quota'>) =>
  quota !== null && load > quota;

/** The quota field's text for a stored quota (empty = no limit). */
export const quotaFieldValue = (quota: number | null) => (quota === null ? '' : quota);
