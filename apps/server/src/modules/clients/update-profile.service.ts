import { MESSAGES, type ClientSelf, type UpdateClientBody } from '@capstone/contracts';
import type { ClientProjectGroups } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { uniqueViolation } from '../../lib/unique-violation';
import { assertCanUpdateOwnProfile, assertOwnProjects } from '../../policies/client.policy';
import { getAccountDetails } from '../accounts/details.service';
import { findOwnProjectIds } from './client-projects.repo';
import { isClientEmailTaken, updateClientProfile } from './clients.repo';

/** One entry per project, in first-seen order; groups named twice for a project are merged. */
function mergeByProject(entries: ClientProjectGroups[] | null | undefined) {
  if (!entries) return undefined;
  const merged = new Map<string, Set<string>>();
  for (const { project, groups } of entries) {
    const set = merged.get(project) ?? new Set<string>();
    for (const group of groups) set.add(group);
    merged.set(project, set);
  }
  return [...merged].map(([project, groups]) => ({ project, groups: [...groups] }));
}

const orUndefined = <T>(value: T | null | undefined) => value ?? undefined;

/**
 * `PUT /api/client/update`: the calling client's own profile. Fields left out keep their
 * value; `wishlist` and `preferences`, when sent, replace the stored lists and may name only
 * the client's own projects. Answers with the new `ClientSelf`.
 */
export async function updateOwnProfile(
  ctx: ServiceContext,
  actor: Actor,
  input: UpdateClientBody,
): Promise<ClientSelf> {
  assertCanUpdateOwnProfile(actor, input.id);
  const wishlist = mergeByProject(input.wishlist);
  const preferences = mergeByProject(input.preferences);
  try {
    await ctx.db.transaction(async (tx) => {
      if (await isClientEmailTaken(tx, input.email, actor.id)) {
        throw badRequest(MESSAGES.emailInUse);
      }
      const named = [...(wishlist ?? []), ...(preferences ?? [])].map((entry) => entry.project);
      assertOwnProjects(named, await findOwnProjectIds(tx, actor.id, [...new Set(named)]));
      await updateClientProfile(tx, actor.id, {
        name: input.name,
        email: input.email,
        phone: orUndefined(input.phone),
        companyName: orUndefined(input.company_name),
        companyIndustry: orUndefined(input.industry),
        companyAbn: orUndefined(input.company_abn),
        contactHours: orUndefined(input.hours),
        companyBrief: orUndefined(input.company_brief),
        companyAddress: orUndefined(input.company_address),
        wishlist,
        preferences,
      });
    });
  } catch (error) {
    // Two clients claiming one address at once: the unique index decides, with the same answer.
    if (uniqueViolation(error) === 'clients_email_unique') throw badRequest(MESSAGES.emailInUse);
    throw error;
  }
  return (await getAccountDetails(ctx, actor, 'client', actor.id)) as ClientSelf;
}
