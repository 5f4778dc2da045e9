import {
  clientRegisterBody,
  MESSAGES,
  SIGN_IN_MESSAGES,
  universityRegisterBody,
  type AccountType,
} from '@capstone/contracts';
import { badRequest, forbidden } from '../../lib/app-error';
import type { RequestMeta, ServiceContext } from '../../lib/context';
import { parseOrThrow } from '../../lib/parse';
import { hashPassword } from '../../lib/passwords';
import { assertStaffSelfSignup } from '../../policies/sign-in.policy';
import { uniqueViolation } from '../../lib/unique-violation';
import type { DbOrTx } from '../../db/client';
import {
  findAccountByEmail,
  insertClient,
  insertStaff,
  insertStudent,
  isZidTaken,
} from './accounts.repo';
import { issueEmailChallenge, queueVerifyCode } from './email-verification.service';
import { budgetAddress } from '../../lib/budget-address';

const SUCCESS = {
  student: MESSAGES.registeredStudent,
  staff: MESSAGES.registeredStaff,
  client: MESSAGES.registeredClient,
} as const;

/** Maps a unique-index race (two registrations at once) to the message a sequential one gets. */
function rethrowDuplicate(ctx: ServiceContext, error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint?.endsWith('_email_unique')) throw badRequest(MESSAGES.emailInUse);
  if (constraint?.endsWith('_zid_unique')) {
    throw badRequest(ctx.config.institution.messages.idInUse);
  }
  throw error;
}

/**
 * Registers a student, staff member or client. Self-registered staff are course admins without
 * course access, where `STAFF_SIGNUP` lets the address register; clients start unverified. Every
 * account starts with its email unverified and is mailed a code to prove it: until then it cannot
 * log in, and a member import may take it over.
 */
export async function register(
  ctx: ServiceContext,
  type: AccountType,
  body: Record<string, unknown>,
  meta: RequestMeta,
): Promise<string> {
  await ctx.limiter.consume(`register:ip:${budgetAddress(meta.ip)}`, ctx.budgets.registerPerIp);
  if (body.user !== undefined && body.user !== type) throw badRequest(MESSAGES.userMismatch);

  if (type === 'client') {
    const input = parseOrThrow(clientRegisterBody, body);
    if (await findAccountByEmail(ctx.db, type, input.email)) throw badRequest(MESSAGES.emailInUse);
    const passwordHash = await hashPassword(input.password);
    const name = `${input.firstName} ${input.lastName}`;
    await createUnverified(ctx, type, { name, email: input.email }, meta, (tx) =>
      insertClient(tx, {
        name,
        email: input.email,
        passwordHash,
        emailVerifiedAt: null,
        phone: input.phone,
        companyName: input.companyName,
        companyIndustry: input.industry,
        companyAbn: input.companyABN,
        companyAddress: input.location,
        contactHours: input.contactHours,
      }),
    );
    return SUCCESS[type];
  }

  const { institution, signIn } = ctx.config;
  // STAFF_SIGNUP=sso: whatever the form holds, staff accounts come only from the staff claim.
  if (type === 'staff' && signIn.staffSignup.mode === 'sso') {
    throw forbidden(SIGN_IN_MESSAGES.staffSignupRestricted);
  }
  const input = parseOrThrow(universityRegisterBody(institution), body);
  assertStaffSelfSignup(signIn, type, input.email);
  if (await findAccountByEmail(ctx.db, type, input.email)) throw badRequest(MESSAGES.emailInUse);
  if (await isZidTaken(ctx.db, type, input.zid)) {
    throw badRequest(institution.messages.idInUse);
  }
  const values = {
    name: `${input.firstName} ${input.lastName}`,
    email: input.email,
    zid: input.zid,
    passwordHash: await hashPassword(input.password),
    emailVerifiedAt: null,
  };
  await createUnverified(ctx, type, values, meta, (tx) =>
    type === 'staff'
      ? insertStaff(tx, { ...values, role: 'course admin' })
      : insertStudent(tx, values),
  );
  return SUCCESS[type];
}

/**
 * Inserts the account, its email code and the code's mail together, so an account never exists
 * without a way to verify it.
 */
async function createUnverified(
  ctx: ServiceContext,
  type: AccountType,
  account: { name: string; email: string },
  meta: RequestMeta,
  insert: (tx: DbOrTx) => Promise<string>,
) {
  await ctx.db
    .transaction(async (tx) => {
      const id = await insert(tx);
      const code = await issueEmailChallenge(tx, ctx, type, id, meta.ip);
      await queueVerifyCode(tx, ctx, type, { ...account, id, code });
    })
    .catch((error: unknown) => rethrowDuplicate(ctx, error));
}
