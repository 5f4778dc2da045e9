import {
  clientRegisterBody,
  MESSAGES,
  universityRegisterBody,
  type AccountType,
} from '@capstone/contracts';
import { badRequest } from '../../lib/app-error';
import type { RequestMeta, ServiceContext } from '../../lib/context';
import { parseOrThrow } from '../../lib/parse';
import { hashPassword } from '../../lib/passwords';
import { uniqueViolation } from '../../lib/unique-violation';
import {
  findAccountByEmail,
  insertClient,
  insertStaff,
  insertStudent,
  isZidTaken,
} from './accounts.repo';

const SUCCESS = {
  student: MESSAGES.registeredStudent,
  staff: MESSAGES.registeredStaff,
  client: MESSAGES.registeredClient,
} as const;

/** Maps a unique-index race (two registrations at once) to the message a sequential one gets. */
function rethrowDuplicate(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint?.endsWith('_email_unique')) throw badRequest(MESSAGES.emailInUse);
  if (constraint?.endsWith('_zid_unique')) throw badRequest(MESSAGES.zidInUse);
  throw error;
}

/**
 * Registers a student, staff member or client (api.md §4). Self-registered staff are course
 * admins without course access; clients start unverified.
 */
export async function register(
  ctx: ServiceContext,
  type: AccountType,
  body: Record<string, unknown>,
  meta: RequestMeta,
): Promise<string> {
  await ctx.limiter.consume(`register:ip:${meta.ip}`, ctx.budgets.registerPerIp);
  if (body.user !== undefined && body.user !== type) throw badRequest(MESSAGES.userMismatch);

  if (type === 'client') {
    const input = parseOrThrow(clientRegisterBody, body);
    if (await findAccountByEmail(ctx.db, type, input.email)) throw badRequest(MESSAGES.emailInUse);
    const passwordHash = await hashPassword(input.password);
    await insertClient(ctx.db, {
      name: `${input.firstName} ${input.lastName}`,
      email: input.email,
      passwordHash,
      phone: input.phone,
      companyName: input.companyName,
      companyIndustry: input.industry,
      companyAbn: input.companyABN,
      companyAddress: input.location,
      contactHours: input.contactHours,
    }).catch(rethrowDuplicate);
    return SUCCESS[type];
  }

  const input = parseOrThrow(universityRegisterBody, body);
  if (await findAccountByEmail(ctx.db, type, input.email)) throw badRequest(MESSAGES.emailInUse);
  if (await isZidTaken(ctx.db, type, input.zid)) throw badRequest(MESSAGES.zidInUse);
  const values = {
    name: `${input.firstName} ${input.lastName}`,
    email: input.email,
    zid: input.zid,
    passwordHash: await hashPassword(input.password),
  };
  const insert =
    type === 'staff'
      ? insertStaff(ctx.db, { ...values, role: 'course admin' })
      : insertStudent(ctx.db, values);
  await insert.catch(rethrowDuplicate);
  return SUCCESS[type];
}
