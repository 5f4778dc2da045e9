import { ALLOCATION_MESSAGES as M, type AllocationSave } from '@capstone/contracts';
import { notFound } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import type { Mail } from '../../mail/mailer';
import { asNotices, enqueueMails } from '../../mail/outbox.repo';
import { assertCanSaveProjectBoard } from '../../policies/allocation.policy';
import { recordAudit } from '../audit/audit.repo';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { allocationAudit } from './allocation-audit';
import { listAvailableProjects } from './allocation-input.repo';
import { groupProjectMail, projectGroupsMail } from './allocation-mail';
import {
  assertPublishable,
  placementGaps,
  readPlacement,
  type Placement,
} from './allocation-pairs';
import { listGroupMembersToTell, listProjectClientsToTell } from './allocation-recipients.repo';
import {
  insertAllocationLog,
  listBoardGroups,
  lockBoardSubcourse,
  publishGroupProjects,
  saveGroupDrafts,
  type BoardGroup,
} from './board.repo';
import { syncProjectChannels } from './project-channels.repo';

const KINDS = { item: 'Group', container: 'Project', oneContainer: M.groupOneProject } as const;

/** Who must hear of a project publish, decided from the rows before and after. */
interface ProjectChanges {
  movedGroups: { id: string; name: string; project: string | null }[];
  changedProjects: { id: string; groupNames: string[] }[];
}

function projectChanges(
  before: BoardGroup[],
  placement: Placement,
  projectName: Map<string, string>,
): ProjectChanges {
  const movedGroups: ProjectChanges['movedGroups'] = [];
  const groupsBefore = new Map<string, string[]>();
  const groupsAfter = new Map<string, string[]>();
  const push = (map: Map<string, string[]>, key: string | null, name: string) => {
    if (key !== null) map.set(key, [...(map.get(key) ?? []), name]);
  };
  for (const group of before) {
    const next = placement.get(group.id) ?? null;
    push(groupsBefore, group.projectId, group.id);
    push(groupsAfter, next, group.id);
    if (next !== group.projectId) {
      movedGroups.push({
        id: group.id,
        name: group.name,
        project: next === null ? null : (projectName.get(next) ?? null),
      });
    }
  }
  const nameOf = new Map(before.map((g) => [g.id, g.name]));
  const changedProjects: ProjectChanges['changedProjects'] = [];
  for (const id of new Set([...groupsBefore.keys(), ...groupsAfter.keys()])) {
    const was = (groupsBefore.get(id) ?? []).sort().join(',');
    const now = groupsAfter.get(id) ?? [];
    if (was !== [...now].sort().join(',')) {
      changedProjects.push({ id, groupNames: now.map((g) => nameOf.get(g)!).sort() });
    }
  }
  return { movedGroups, changedProjects };
}

/**
 * POST /api/admin/allocate/{subcourseId}/project, one transaction with S locked: reads the board
 * against S's groups and available projects, then stores drafts or publishes (projects, channels,
 * log) and queues the emails of the people whose allocation changed.
 */
export async function saveProjectBoard(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  save: AllocationSave,
  meta: RequestMeta,
) {
  const published = await ctx.db.transaction(async (tx) => {
    const access = assertCanSaveProjectBoard(
      await loadSubcourseAccess(tx, actor, subcourseId),
      save,
    );
    if (!(await lockBoardSubcourse(tx, subcourseId))) throw notFound(M.subcourseNotFound);
    const [groupRows, projectRows] = await Promise.all([
      listBoardGroups(tx, subcourseId),
      listAvailableProjects(tx, subcourseId),
    ]);
    const placement = readPlacement(
      KINDS,
      new Set(groupRows.map((g) => g.id)),
      new Set(projectRows.map((p) => p.id)),
      save,
    );
    const gaps = placementGaps(
      placement,
      groupRows.filter((g) => g.members > 0).map((g) => g.id),
      new Map(projectRows.map((p) => [p.id, p.capacity])),
    );
    const log = { subcourseId, kind: 'project' as const, publishedBy: actor.id, ...gaps };
    const audit = { actor, meta, access, kind: 'project' as const, save, placement, gaps };
    if (save.is_draft) {
      await saveGroupDrafts(tx, subcourseId, placement);
      await insertAllocationLog(tx, { ...log, isDraft: true, override: false });
      await recordAudit(tx, allocationAudit(audit));
      return null;
    }
    if (!save.override) assertPublishable(gaps, M.allGroups);
    const previous = [...new Set(groupRows.flatMap((g) => (g.projectId ? [g.projectId] : [])))];
    await publishGroupProjects(tx, subcourseId, placement, previous);
    await syncProjectChannels(tx, subcourseId);
    await insertAllocationLog(tx, { ...log, isDraft: false, override: save.override });
    const changes = projectChanges(
      groupRows,
      placement,
      new Map(projectRows.map((p) => [p.id, p.name])),
    );
    await recordAudit(tx, allocationAudit({ ...audit, changed: changes.movedGroups.length }));
    const [members, clients] = await Promise.all([
      listGroupMembersToTell(
        tx,
        subcourseId,
        changes.movedGroups.map((g) => g.id),
      ),
      listProjectClientsToTell(
        tx,
        changes.changedProjects.map((p) => p.id),
      ),
    ]);
    const { publicUrl } = ctx.config;
    const moved = new Map(changes.movedGroups.map((g) => [g.id, g]));
    const groupsOf = new Map(changes.changedProjects.map((p) => [p.id, p.groupNames]));
    // Each names only its recipient (groups and projects by name), so it is about them alone.
    const mails: (Mail & { about: string[] })[] = [
      ...members.map((m) => {
        const group = moved.get(m.groupId!)!;
        return { ...groupProjectMail(m, group.name, group.project, publicUrl), about: [m.id] };
      }),
      ...clients.map((c) => ({
        ...projectGroupsMail(c, c.projectName, groupsOf.get(c.projectId) ?? [], publicUrl),
        about: [c.id],
      })),
    ];
    await enqueueMails(tx, asNotices(mails, subcourseId));
    return true;
  });
  return { message: published ? M.allocated : M.draftSaved };
}
