import { MESSAGES, type ClientSelf, type UpdateClientBody } from '@capstone/contracts';
import type { ClientProjectGroups } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { uniqueViolation } from '../../lib/unique-violation';
import { assertCanUpdateOwnProfile, assertOwnProjects } from '../../policies/client.policy';
import { enqueueMails } from '../../mail/outbox.repo';
import { verifyPassword } from '../../lib/passwords';
import { findAccountById } from '../accounts/accounts.repo';
import { getAccountDetails } from '../accounts/details.service';
import { emailChangedMail } from './client-mail';
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
 * A new email takes the account with it (the next reset PIN goes there), so a token alone cannot
 * change it: the current password must come along. Wrong guesses spend a per-account budget as
 * large as the login-failure one, so the check cannot be used to guess the password faster than
 * logging in.
 * Answers the address the account had, when it is changing.
 */
async function confirmEmailChange(ctx: ServiceContext, actor: Actor, input: UpdateClientBody) {
  const account = await findAccountById(ctx.db, 'client', actor.id);
  if (!account || account.email === input.email) return undefined;
  const key = `password:fail:client:${actor.id}`;
  await ctx.limiter.consume(key, ctx.budgets.loginFailuresPerEmailIp);
  const given = input.current_password ?? '';
  if (!given || !(await verifyPassword(account.passwordHash, given))) {
    throw badRequest(MESSAGES.currentPasswordIncorrect);
  }
  await ctx.limiter.refund(key);
  return { email: account.email, name: account.name };
}

/**
 * `PUT /api/client/update`: the calling client's own profile. Fields left out keep their
 * value; a new email needs the current password and is announced to the old address;
 * `wishlist` and `preferences`, when sent, replace the stored lists and may name only the
 * client's own projects. Answers with the new `ClientSelf`.
 */
export async function updateOwnProfile(
  ctx: ServiceContext,
  actor: Actor,
  input: UpdateClientBody,
): Promise<ClientSelf> {
  assertCanUpdateOwnProfile(actor, input.id);
  const wishlist = mergeByProject(input.wishlist);
  const preferences = mergeByProject(input.preferences);
  const previous = await confirmEmailChange(ctx, actor, input);
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
      if (previous) {
        const at = new Date();
        const mail = emailChangedMail({
          to: previous.email,
          name: previous.name,
          newEmail: input.email,
          at,
          timeZone: ctx.config.institution.timeZone,
        });
        await enqueueMails(tx, [
          { ...mail, kind: 'security', account: { type: 'client', id: actor.id } },
        ]);
      }
    });
  } catch (error) {
    // Two clients claiming one address at once: the unique index decides, with the same answer.
    if (uniqueViolation(error) === 'clients_email_unique') throw badRequest(MESSAGES.emailInUse);
    throw error;
  }
  return (await getAccountDetails(ctx, actor, 'client', actor.id)) as ClientSelf;
}
