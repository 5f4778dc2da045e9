import { MESSAGES, type AccountDetails, type AccountType } from '@capstone/contracts';
import { notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { accountView, isSelf, type AccountRelations } from '../../policies/account.policy';
import {
  listClasses,
  listClientCourseIds,
  listEnrolments,
  listEnrolmentsStaffedBy,
  shareChannel,
  staffShareSubcourse,
  studentsShareSubcourse,
  type EnrolmentRow,
} from './account-relations.repo';
import { getClient, getStaff, getStudent } from './accounts.repo';
import { loadClientViewerRelations } from '../clients/client-relations.repo';
import { listClientProjectCards } from '../clients/client-projects.repo';
import { presentProjectCard } from '../projects/projects.presenter';
import {
  presentClientContact,
  presentClientPublic,
  presentClientSelf,
  presentClientStaff,
  presentStaffPeer,
  presentStaffSelf,
  presentStudentPublic,
  presentStudentSelf,
  presentStudentStaff,
} from './accounts.presenter';

const NOT_FOUND = {
  student: MESSAGES.studentNotFound,
  staff: MESSAGES.staffNotFound,
  client: MESSAGES.clientNotFound,
} as const;

interface Loaded {
  relations: AccountRelations;
  /** Enrolments (student target) or course ids (client target) the staff viewer may see. */
  staffedEnrolments?: EnrolmentRow[];
  staffedCourseIds?: string[];
}

/** How the caller relates to the target, from courses, enrolments, memberships, applications. */
async function loadRelations(
  ctx: ServiceContext,
  actor: Actor,
  type: AccountType,
  id: string,
): Promise<Loaded> {
  const base = { isSelf: isSelf(actor, type, id), targetType: type };
  if (base.isSelf) return { relations: base };
  if (type === 'student' && actor.type === 'staff') {
    const staffedEnrolments = await listEnrolmentsStaffedBy(ctx.db, id, actor.id);
    return {
      relations: { ...base, isStaffOfTarget: staffedEnrolments.length > 0 },
      staffedEnrolments,
    };
  }
  if (type === 'student' && actor.type === 'student') {
    return {
      relations: { ...base, sharesSubcourse: await studentsShareSubcourse(ctx.db, actor.id, id) },
    };
  }
  if (type === 'student' && actor.type === 'client') {
    // A client sees `StudentPublic` of the students it shares a channel with.
    const inChannel = await shareChannel(ctx.db, { type: 'client', id: actor.id }, { type, id });
    return { relations: { ...base, sharesSubcourse: inChannel } };
  }
  if (type === 'client' && actor.type === 'staff') {
    const staffedCourseIds = await listClientCourseIds(ctx.db, id, actor.id);
    if (staffedCourseIds.length > 0) {
      return { relations: { ...base, isStaffOfTarget: true }, staffedCourseIds };
    }
  }
  if (type === 'client') {
    const { isContact, sharesSubcourse } = await loadClientViewerRelations(ctx.db, actor, id);
    return { relations: { ...base, isContactOfTarget: isContact, sharesSubcourse } };
  }
  if (type === 'staff' && actor.type === 'staff') {
    return {
      relations: { ...base, sharesSubcourse: await staffShareSubcourse(ctx.db, actor.id, id) },
    };
  }
  return { relations: base };
}

/**
 * One account's profile in the widest view the caller may see. An account the caller has no
 * relation to is answered exactly like one that does not exist.
 */
export async function getAccountDetails(
  ctx: ServiceContext,
  actor: Actor,
  type: AccountType,
  id: string,
): Promise<AccountDetails> {
  const loaded = await loadRelations(ctx, actor, type, id);
  const view = accountView(loaded.relations);
  if (!view) throw notFound(NOT_FOUND[type]);
  const loaders = {
    student: async () => {
      const row = await getStudent(ctx.db, id);
      if (!row) return undefined;
      if (view === 'self') return presentStudentSelf(row, await listEnrolments(ctx.db, id));
      if (view === 'staff') return presentStudentStaff(row, loaded.staffedEnrolments ?? []);
      return presentStudentPublic(row);
    },
    client: async () => {
      const row = await getClient(ctx.db, id);
      if (!row) return undefined;
      if (view === 'self') {
        const [courseIds, own] = await Promise.all([
          listClientCourseIds(ctx.db, id),
          listClientProjectCards(ctx.db, id),
        ]);
        return presentClientSelf(row, courseIds, own.map(presentProjectCard));
      }
      if (view === 'staff') {
        const courseIds = loaded.staffedCourseIds ?? [];
        const ofTheirCourses = await listClientProjectCards(ctx.db, id, { courseIds });
        return presentClientStaff(row, courseIds, ofTheirCourses.map(presentProjectCard));
      }
      // Anyone else sees the projects open to all: the available ones.
      const visible = (await listClientProjectCards(ctx.db, id, { availableOnly: true })).map(
        presentProjectCard,
      );
      return view === 'contact'
        ? presentClientContact(row, visible)
        : presentClientPublic(row, visible);
    },
    staff: async () => {
      const row = await getStaff(ctx.db, id);
      if (!row) return undefined;
      if (view === 'self') return presentStaffSelf(row, await listClasses(ctx.db, id));
      return presentStaffPeer(row);
    },
  };
  const details = await loaders[type]();
  if (!details) throw notFound(NOT_FOUND[type]);
  return details;
}
