import {
  SUBCOURSE_MESSAGES,
  type StudentStaff,
  type SubcourseSettingsBody,
  type SubcourseSettingsResponse,
  type SubcourseView,
} from '@capstone/contracts';
import { badRequest, notFound } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import {
  assertCourseAdmin,
  assertMember,
  assertStaff,
  canSee,
  isStaffOf,
  SUBCOURSE_ARCHIVED,
} from '../../policies/subcourse.policy';
import { recordAudit, type AuditEntry } from '../audit/audit.repo';
import { subcourseEvent, type SubcourseAuditBy } from '../audit/subcourse-audit';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import {
  findSubcourse,
  listEnrolledStudents,
  listStaffGroups,
  lockSubcourse,
  setParentDefaultForms,
  updateSettings,
} from './subcourses.repo';
import {
  presentSettings,
  presentStaffGroups,
  presentStudentStaff,
  presentSubcourseView,
} from './subcourses.presenter';

/**
 * `GET /api/subcourse/{id}`: the settings everyone related to S sees; clients of C add the
 * questionnaire; staff of S add the questionnaire, `is_default`, students and all groups.
 */
export async function getSubcourseView(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
): Promise<SubcourseView> {
  const access = await loadSubcourseAccess(ctx.db, actor, subcourseId);
  if (!access || !canSee(access)) throw notFound(SUBCOURSE_MESSAGES.notFound);
  const row = await findSubcourse(ctx.db, subcourseId);
  if (!row) throw notFound(SUBCOURSE_MESSAGES.notFound);
  const view = presentSubcourseView(row);
  if (isStaffOf(access)) {
    const [students, groups] = await Promise.all([
      listEnrolledStudents(ctx.db, subcourseId),
      listStaffGroups(ctx.db, subcourseId),
    ]);
    return {
      ...view,
      client_questionnaire: row.clientQuestionnaire,
      is_default: row.isDefault,
      students: students.map((student) => presentStudentStaff(student, subcourseId)),
      groups: presentStaffGroups(groups, students),
    };
  }
  if (access.isClientOfCourse) return { ...view, client_questionnaire: row.clientQuestionnaire };
  return view;
}

/**
 * `PUT /api/subcourse/update/{id}`: the course admin saves the whole settings object. Code and
 * term are fixed; `is_default` also makes both forms the parent's defaults.
 */
export async function updateSubcourseSettings(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  input: SubcourseSettingsBody,
  meta: RequestMeta,
): Promise<SubcourseSettingsResponse> {
  return ctx.db.transaction(async (tx) => {
    const access = assertCourseAdmin(await loadSubcourseAccess(tx, actor, subcourseId));
    const current = await lockSubcourse(tx, subcourseId);
    if (!current) throw notFound(SUBCOURSE_MESSAGES.notFound);
    if (current.isArchived) throw badRequest(SUBCOURSE_ARCHIVED);
    if (input.code !== current.code || input.term !== current.term) {
      throw badRequest(SUBCOURSE_MESSAGES.codeTermFixed);
    }
    const row = await updateSettings(tx, subcourseId, {
      name: input.name,
      maxGroupSize: input.max_group_size,
      clientQuestionnaire: input.client_questionnaire,
      projectPreferenceForm: input.project_preference_form,
      isDefault: input.is_default,
      preferenceRelease: input.preference_release,
    });
    if (input.is_default) await setParentDefaultForms(tx, row.parentCourseId, row);
    await recordAudit(tx, ...settingsEvents(current, row, { actor, meta, access }));
    return presentSettings(row);
  });
}

type SettingsRow = NonNullable<Awaited<ReturnType<typeof lockSubcourse>>>;

const SETTINGS = {
  name: 'name',
  max_group_size: 'maxGroupSize',
  is_default: 'isDefault',
  preference_release: 'preferenceRelease',
} as const;
const FORMS = {
  client_questionnaire: 'clientQuestionnaire',
  project_preference_form: 'projectPreferenceForm',
} as const;

/**
 * The audit of a settings save: `subcourse.settings_update` with each changed setting before and
 * after, `subcourse.form_update` naming each changed form with its question counts (a form's
 * wording is the course's, but a count is all the trail needs). A save that changes nothing records
 * nothing.
 */
function settingsEvents(
  before: SettingsRow,
  after: SettingsRow,
  by: SubcourseAuditBy,
): AuditEntry[] {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const [key, column] of Object.entries(SETTINGS)) {
    if (before[column] !== after[column]) {
      changes[key] = { before: before[column], after: after[column] };
    }
  }
  const forms: Record<string, { questions_before: number; questions_after: number }> = {};
  for (const [key, column] of Object.entries(FORMS)) {
    if (JSON.stringify(before[column]) !== JSON.stringify(after[column])) {
      forms[key] = {
        questions_before: before[column].length,
        questions_after: after[column].length,
      };
    }
  }
  const events: AuditEntry[] = [];
  if (Object.keys(changes).length > 0) {
    events.push(subcourseEvent(by, 'subcourse.settings_update', { changes }));
  }
  if (Object.keys(forms).length > 0) {
    events.push(subcourseEvent(by, 'subcourse.form_update', { forms }));
  }
  return events;
}

/** `GET /api/subcourse/students/{id}`: staff of S, sorted by name. */
export async function listSubcourseStudents(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
): Promise<StudentStaff[]> {
  assertStaff(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  const rows = await listEnrolledStudents(ctx.db, subcourseId);
  return rows.map((row) => presentStudentStaff(row, subcourseId));
}

/** `GET /api/subcourse/preference/release/{id}`: a bare boolean for members of S. */
export async function getPreferenceRelease(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
): Promise<boolean> {
  assertMember(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  const row = await findSubcourse(ctx.db, subcourseId);
  if (!row) throw notFound(SUBCOURSE_MESSAGES.notFound);
  return row.preferenceRelease;
}
