import {
  CHANNEL_CATEGORIES,
  CHANNEL_TYPES,
  CHAT_MESSAGES,
  CHANNEL_NAME_MAX,
  type ChannelCategory,
  type ChannelListEntry,
  type ChannelType,
  type CreateChannelBody,
} from '@capstone/contracts';
import { badRequest, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.repo';
import { inSubcourse } from '../audit/subcourse-audit';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { uniqueViolation } from '../../lib/unique-violation';
import type { SubcourseAccess } from '../../access/access-facts';
import { assertCourseAdmin, isCourseAdminOf, isMemberOf } from '../../policies/subcourse.policy';
import { isInSubcourse } from '../projects/project-offering.repo';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { findClientCourse, listMemberChannels, listSubcourseChannels } from './channel-lists.repo';
import {
  channelNameTaken,
  clientChannelMembers,
  courseChannelMembers,
  findClientInSubcourse,
  findGroupInSubcourse,
  insertChannel,
  projectChannelMembers,
} from './channel-create.repo';
import { groupChannelList } from './chat.presenter';

/**
 * `{id}` of `GET /api/channels/list/{id}`: a subcourse id for students and staff; for clients
 * a parent course id resolved to its active subcourse, or a subcourse id of a course it joined.
 */
async function resolveListSubcourse(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<SubcourseAccess> {
  const access = await loadSubcourseAccess(ctx.db, actor, id);
  if (access && (isMemberOf(access) || access.isClientOfCourse)) return access;
  if (!access && actor.type === 'client') {
    const course = await findClientCourse(ctx.db, id, actor.id);
    if (course.isClient) {
      if (!course.activeSubcourseId) throw badRequest(CHAT_MESSAGES.courseNotActive);
      const active = await loadSubcourseAccess(ctx.db, actor, course.activeSubcourseId);
      if (active) return active;
    }
  }
  throw notFound(CHAT_MESSAGES.subcourseNotFound);
}

/** GET /api/channels/list/{id}: the channels of S the caller is a member of. */
export async function listChannels(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<ChannelListEntry[]> {
  const access = await resolveListSubcourse(ctx, actor, id);
  const rows = isCourseAdminOf(access)
    ? await listSubcourseChannels(ctx.db, access.subcourseId)
    : await listMemberChannels(ctx.db, access.subcourseId, actor);
  return groupChannelList(rows);
}

/** GET /api/channels/list/{subcourseId}/all: every channel of S, for its course admins. */
export async function listAllChannels(ctx: ServiceContext, actor: Actor, subcourseId: string) {
  const access = assertCourseAdmin(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  return groupChannelList(await listSubcourseChannels(ctx.db, access.subcourseId));
}

interface ChannelPlan {
  category: ChannelCategory;
  channelType: ChannelType;
  name: string | null;
  project: string | null;
  group: string | null;
  client: string | null;
}

/**
 * The create body's rules, first failure wins: category, then channel type and name (not for
 * client channels), then the project, group or client the category needs.
 */
function planChannel(body: CreateChannelBody): ChannelPlan {
  const category = body.category;
  if (!category) throw badRequest(CHAT_MESSAGES.categoryRequired);
  if (!(CHANNEL_CATEGORIES as readonly string[]).includes(category)) {
    throw badRequest(CHAT_MESSAGES.invalidCategory);
  }
  const isClient = category === 'client';
  let channelType: ChannelType = 'text';
  if (!isClient) {
    if (!body.channel_type) throw badRequest(CHAT_MESSAGES.channelTypeRequired);
    if (!(CHANNEL_TYPES as readonly string[]).includes(body.channel_type)) {
      throw badRequest(CHAT_MESSAGES.invalidChannelType);
    }
    channelType = body.channel_type as ChannelType;
    if (!body.name) throw badRequest(CHAT_MESSAGES.nameRequired);
  }
  if (body.name && body.name.length > CHANNEL_NAME_MAX) throw badRequest(CHAT_MESSAGES.nameTooLong);
  if (category === 'project') {
    if (!body.project) throw badRequest(CHAT_MESSAGES.projectRequired);
    if (channelType === 'text' && !body.group) throw badRequest(CHAT_MESSAGES.groupRequired);
  }
  if (isClient && !body.client) throw badRequest(CHAT_MESSAGES.clientRequired);
  return {
    category: category as ChannelCategory,
    channelType,
    name: body.name,
    project: category === 'project' ? body.project : null,
    // A group channel is a text channel; project-wide announcement and forum channels have none.
    group: category === 'project' && channelType === 'text' ? body.group : null,
    client: isClient ? body.client : null,
  };
}

/**
 * POST /api/channels/{subcourseId}/create: the channel and its members, in one transaction; the
 * name is unique per category (and project) in S.
 */
export async function createChannel(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  body: CreateChannelBody,
  meta: RequestMeta,
) {
  const plan = planChannel(body);
  const access = assertCourseAdmin(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  if (access.isArchived) throw badRequest(CHAT_MESSAGES.subcourseArchived);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      let name = plan.name;
      let members;
      if (plan.category === 'course') {
        members = await courseChannelMembers(tx, subcourseId);
      } else if (plan.category === 'client') {
        const client = await findClientInSubcourse(
          tx,
          { id: subcourseId, parentCourseId: access.parentCourseId },
          plan.client!,
        );
        if (!client) throw notFound(CHAT_MESSAGES.clientNotFound);
        name ??= client.name;
        members = await clientChannelMembers(tx, subcourseId, client.id);
      } else {
        if (!(await isInSubcourse(tx, subcourseId, plan.project!))) {
          throw notFound(CHAT_MESSAGES.projectNotFound);
        }
        if (plan.group && !(await findGroupInSubcourse(tx, subcourseId, plan.group))) {
          throw notFound(CHAT_MESSAGES.groupNotFound);
        }
        members = await projectChannelMembers(tx, subcourseId, plan.project!, plan.group);
      }
      const values = {
        subcourseId,
        name: name!,
        channelType: plan.channelType,
        category: plan.category,
        projectId: plan.project,
        clientId: plan.client,
        groupId: plan.group,
      };
      if (await channelNameTaken(tx, values)) throw badRequest(CHAT_MESSAGES.nameTaken);
      const channelId = await insertChannel(tx, values, members);
      // No name: a client channel is named after its client.
      await recordAudit(tx, {
        ...inSubcourse({ actor, meta, access }),
        action: 'chat.channel_create',
        target: { type: 'channel', id: channelId },
        summary: {
          category: plan.category,
          channel_type: plan.channelType,
          project_id: plan.project ?? null,
          client_id: plan.client ?? null,
          group_id: plan.group ?? null,
          members: members.length,
        },
      });
      return channelId;
    });
    return { message: CHAT_MESSAGES.created, id };
  } catch (error) {
    // Two admins creating the same name at once: the unique index decides.
    if (uniqueViolation(error) === 'channels_name_unique')
      throw badRequest(CHAT_MESSAGES.nameTaken);
    throw error;
  }
}
