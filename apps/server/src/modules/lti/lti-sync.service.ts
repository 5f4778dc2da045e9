import {
  MAX_IMPORT_ROWS,
  SIGN_IN_MESSAGES,
  type ImportResponse,
  type MemberImportRow,
} from '@capstone/contracts';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { assertOwnAccountType } from '../../policies/account.policy';
import { assertCourseAdmin, SUBCOURSE_ARCHIVED } from '../../policies/subcourse.policy';
import { recordImport } from '../members/import.service';
import { importStudents } from '../members/import-students.service';
import { importTutors } from '../members/import-tutors.service';
import { findImportTarget, type ImportTarget } from '../members/members.repo';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { findContext, type LtiContextRow } from './lti-contexts.repo';
import { listCourseAdminZids, listEnrolledZids, listTutorials } from './lti-members.repo';
import { fetchMembers, PlatformCallFailed, type NrpsMember } from './lti-nrps.client';
import { LMS_TUTORIAL, nameParts, universityIdOf } from './lti-people';
import { ltiPart } from './lti-roles';
import { syncReason } from './lti-sync-reasons';

/**
 * `POST /api/lti/context/{contextRef}/sync`: a course admin of the linked subcourse brings its
 * class list in step with the LMS. 404 for an unknown context, 400 while it is not linked, then the
 * subcourse ladder (404 unrelated, 403 not a course admin), 400 archived, 429 past the context's
 * budget, 503 when the LMS cannot be read.
 */
export async function syncContext(
  ctx: ServiceContext,
  actor: Actor,
  contextRef: string,
  meta: RequestMeta,
): Promise<ImportResponse> {
  assertOwnAccountType(actor, 'staff');
  const context = await findContext(ctx.db, contextRef);
  if (!context) throw notFound(SIGN_IN_MESSAGES.contextNotFound);
  if (!context.subcourseId) throw badRequest(SIGN_IN_MESSAGES.contextNotLinked);
  const access = assertCourseAdmin(await loadSubcourseAccess(ctx.db, actor, context.subcourseId));
  if (access.isArchived) throw badRequest(SUBCOURSE_ARCHIVED);
  const target = await findImportTarget(ctx.db, context.subcourseId);
  if (!target) throw notFound(SIGN_IN_MESSAGES.contextNotFound);
  await ctx.limiter.consume(`lti-sync:${context.id}`, ctx.budgets.ltiSyncPerContext);
  return syncRoster(ctx, context, target, { actor, ip: meta.ip });
}

/** Who asked for a sync (the course admin's sync, or the instructor's launch), for the audit. */
export interface SyncBy {
  actor: Actor;
  ip: string;
}

/** A tutor's tutorials as import cells of at most 200 characters (the tutor row's limit). */
function tutorialCells(tutorials: string[]): string[] {
  const cells: string[] = [];
  let cell = '';
  for (const tutorial of tutorials) {
    const next = cell ? `${cell}, ${tutorial}` : tutorial;
    if (next.length > 200) {
      cells.push(cell);
      cell = tutorial;
    } else cell = next;
  }
  return cell ? [...cells, cell] : cells;
}

interface Placed {
  /** 1-based place of the member in the class list, for the summary's errors. */
  row: number;
  value: MemberImportRow;
  /** Who the member is, as the LMS names them: a skipped row says whom it skipped. */
  person: { name: string; email?: string };
}

/** The member's name as the LMS gives it, else their email, else their place in the list. */
function personOf(member: NrpsMember, row: number): Placed['person'] {
  const given = [member.given_name, member.family_name].filter((part) => part?.trim()).join(' ');
  const name = member.name?.trim() || given.trim() || member.email?.trim() || `Member ${row}`;
  const email = member.email?.trim();
  return email ? { name, email } : { name };
}

/**
 * The class list applied to S through the member imports, so that their rules, mails and summary
 * hold: active learners as students (an enrolled student keeps their tutorial, a new one gets the
 * LMS tutorial), instructors, teaching assistants, content developers and mentors as tutors of
 * every tutorial of S. Each member's part comes only from the roles this context's class list gives
 * them: a staff launch or link made from another course of the same LMS (a student's sandbox
 * course) never makes a `Learner` here staff. Course admins of S are left as they are, and members
 * the LMS no longer lists are not removed. Rows are numbered by their place in the class list.
 */
export async function syncRoster(
  ctx: ServiceContext,
  context: LtiContextRow,
  target: ImportTarget,
  by: SyncBy,
): Promise<ImportResponse> {
  const importCtx = { ...ctx, auditBy: by };
  const platform = ctx.config.signIn.ltiPlatforms.find(
    (p) => p.issuer === context.issuer && p.deployment_ids.includes(context.deploymentId),
  );
  if (!platform || !context.membershipsUrl) throw badRequest(SIGN_IN_MESSAGES.syncUnavailable);
  let fetched: { members: NrpsMember[]; truncated: boolean };
  try {
    fetched = await fetchMembers(ctx.db, platform, context.membershipsUrl, MAX_IMPORT_ROWS);
  } catch (error) {
    if (!(error instanceof PlatformCallFailed)) throw error;
    ctx.log.warn({ err: error, context: context.id }, 'LMS class list could not be read');
    throw new AppError(503, SIGN_IN_MESSAGES.syncFailed);
  }
  const { members } = fetched;
  const [enrolled, admins] = await Promise.all([
    listEnrolledZids(ctx.db, target.id),
    listCourseAdminZids(ctx.db, target.id),
  ]);
  const tutorialOf = new Map(enrolled.map((e) => [e.zid, e.tutorial]));
  const students: Placed[] = [];
  const tutors: Placed[] = [];
  let leftAlone = 0;
  members.forEach((member, index) => {
    if (member.status && member.status !== 'Active') return;
    const part = ltiPart(member.roles);
    if (part === 'none') return;
    const zid = universityIdOf(ctx.config.institution, {
      email: member.email,
      sourcedId: member.lis_person_sourcedid,
    });
    const base = {
      ...nameParts({
        givenName: member.given_name,
        familyName: member.family_name,
        name: member.name,
        email: member.email,
      }),
      email: member.email?.toLowerCase() ?? '',
      zid: zid ?? '',
    };
    const row = index + 1;
    const person = personOf(member, row);
    if (part === 'learner') {
      const tutorial = (zid && tutorialOf.get(zid)) || LMS_TUTORIAL;
      students.push({ row, value: { ...base, tutorial }, person });
    } else if (zid && admins.has(zid)) {
      leftAlone += 1;
    } else {
      tutors.push({ row, value: { ...base, tutorial: '' }, person });
    }
  });

  const summary: ImportResponse = {
    message: SIGN_IN_MESSAGES.syncDone,
    created: 0,
    updated: 0,
    unchanged: leftAlone,
    errors: [],
  };
  const add = (part: ImportResponse, placed: Placed[], countRows: boolean) => {
    if (countRows) {
      summary.created += part.created;
      summary.updated += part.updated;
      summary.unchanged += part.unchanged;
    }
    for (const error of part.errors) {
      const { row, person, value } = placed[error.row - 1]!;
      const message = syncReason(ctx.config.institution, error.message, value);
      summary.errors.push({ row, message, ...person });
    }
  };
  if (students.length > 0) {
    add(
      await importStudents(importCtx, target, { students: students.map((s) => s.value) }),
      students,
      true,
    );
  }
  if (tutors.length > 0) {
    // Read after the students landed: a tutor takes every tutorial, new ones included.
    const tutorials = await listTutorials(ctx.db, target.id);
    const cells = tutorialCells(tutorials.length > 0 ? tutorials : [LMS_TUTORIAL]);
    for (const [pass, cell] of cells.entries()) {
      const rows = tutors.map((t) => ({ ...t.value, tutorial: cell }));
      const part = await importTutors(importCtx, target, { tutors: rows });
      // Later passes only add tutorials to the same tutors: their errors would repeat.
      if (pass === 0) add(part, tutors, true);
    }
  }
  if (fetched.truncated) {
    summary.errors.push({
      row: members.length + 1,
      message: `The class list has more than ${MAX_IMPORT_ROWS} members; the rest were not synced`,
    });
  }
  summary.errors.sort((a, b) => a.row - b.row);
  await recordImport(ctx, by, 'lti.roster_sync', target, summary, { context_ref: context.id });
  return summary;
}
