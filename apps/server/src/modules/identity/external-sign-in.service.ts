import { MESSAGES, SIGN_IN_MESSAGES } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, forbidden } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { uniqueViolation } from '../../lib/unique-violation';
import {
  findAccountByEmail,
  findAccountById,
  insertStaff,
  insertStudent,
  isZidTaken,
  type AccountCredentials,
} from '../accounts/accounts.repo';
import { saveTakeover, type TakeoverReset } from './account-takeover.repo';
import {
  deleteIdentity,
  linkIdentity,
  touchLinkedAccount,
  type IdentityKey,
} from './external-identities.repo';

/** A person as a university's provider or an LMS vouches for them. */
export interface ExternalPerson {
  /** The OpenID provider's issuer, or the LTI platform's. */
  issuer: string;
  /** Their stable id there (`sub`; for Entra ID `tid` and `oid`). */
  subject: string;
  email: string | null;
  /** Whether the provider vouches for the email (`email_verified`, or trusted by configuration). */
  emailVerified: boolean;
  name: string | null;
  /** The university id, from a claim or the email's local part; null when neither gives it. */
  zid: string | null;
}

export interface ExternalSignInOptions {
  type: 'student' | 'staff';
  /** Whether a person with no account yet gets one; otherwise the message they are refused with. */
  create: true | { refuse: string };
  /** The account role of a staff account created or taken over here. */
  staffRole?: 'course admin' | 'tutor';
  /**
   * Whether a first sign-in whose email finds an account that proved its address and has a
   * password stops short of linking it (`PasswordConfirmationNeeded`): the LMS's email is not
   * proof enough to open an account someone protects with a password.
   */
  confirmPasswordAccount?: boolean;
}

/**
 * A first sign-in found the account of its email, and that account's password must confirm the
 * link: nothing was written. Not an `AppError`: the caller turns it into its confirmation step.
 */
export class PasswordConfirmationNeeded extends Error {
  constructor(readonly accountId: string) {
    super('The account of this email has a password: its owner must confirm the link');
  }
}

export interface ExternalSignInResult {
  actor: Actor;
  created: boolean;
}

const actorOf = (type: 'student' | 'staff', account: AccountCredentials): Actor => ({
  type,
  id: account.id,
  role: account.role,
});

/**
 * Finds, links or creates the account of a person signed in by the university or launched from an
 * LMS, in one transaction:
 *
 * 1. linked before: the subject finds the account, whatever the email now says;
 * 2. first sign-in: the account with the same email, if the provider vouches for it, is linked.
 *    An imported account counts as verified from then on; a password account that never proved its
 *    email is taken over as a member import takes it: its password and every token die, since
 *    whoever registered it did not own the address. With `confirmPasswordAccount`, a verified
 *    account with a password is not linked here: its password must confirm the link first
 *    (`PasswordConfirmationNeeded`);
 * 3. otherwise a new account without a password, verified, when `create` allows it.
 */
export async function signInExternalPerson(
  ctx: ServiceContext,
  person: ExternalPerson,
  options: ExternalSignInOptions,
): Promise<ExternalSignInResult> {
  const { type } = options;
  const key = { issuer: person.issuer, subject: person.subject, accountType: type };
  try {
    return await ctx.db.transaction(async (tx) => {
      const link = await touchLinkedAccount(tx, key);
      if (link) {
        const account = await findAccountById(tx, type, link.accountId);
        if (account) return { actor: actorOf(type, account), created: false };
        await deleteIdentity(tx, link.id); // the account was deleted: start over below
      }
      const email = person.email?.toLowerCase() ?? null;
      if (!email || !person.emailVerified) throw forbidden(SIGN_IN_MESSAGES.noVerifiedEmail);

      const existing = await findAccountByEmail(tx, type, email);
      if (existing) {
        if (options.confirmPasswordAccount && existing.emailVerifiedAt && existing.passwordHash) {
          throw new PasswordConfirmationNeeded(existing.id);
        }
        const account = existing.emailVerifiedAt
          ? existing
          : await takeOver(tx, type, existing, person.name?.trim() || email, options.staffRole);
        await linkIdentity(tx, key, account.id);
        return { actor: actorOf(type, account), created: false };
      }

      if (options.create !== true) throw forbidden(options.create.refuse);
      const zid = person.zid?.toLowerCase() ?? null;
      if (!zid) {
        throw forbidden(SIGN_IN_MESSAGES.noUniversityId(ctx.config.institution.idLabel));
      }
      if (await isZidTaken(tx, type, zid)) {
        throw badRequest(ctx.config.institution.messages.idInUse);
      }
      const values = {
        name: person.name?.trim() || email,
        email,
        zid,
        passwordHash: null,
        emailVerifiedAt: new Date(),
      };
      const role = options.staffRole ?? 'tutor';
      const id =
        type === 'staff'
          ? await insertStaff(tx, { ...values, role })
          : await insertStudent(tx, values);
      await linkIdentity(tx, key, id);
      return {
        actor: { type, id, role: type === 'staff' ? role : 'student' },
        created: true,
      };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const constraint = uniqueViolation(error);
    if (constraint?.endsWith('_zid_unique')) {
      throw badRequest(ctx.config.institution.messages.idInUse);
    }
    if (constraint?.endsWith('_email_unique')) throw badRequest(MESSAGES.emailInUse);
    throw error;
  }
}

/**
 * Links the subject to the account whose password its owner has just given, and answers that
 * account as signed in. Undefined when the account is gone, or when a racing sign-in linked the
 * subject to another account meanwhile.
 */
export async function linkConfirmedAccount(
  ctx: ServiceContext,
  key: IdentityKey,
  accountId: string,
): Promise<Actor | undefined> {
  return ctx.db.transaction(async (tx) => {
    const account = await findAccountById(tx, key.accountType, accountId);
    if (!account) return undefined;
    await linkIdentity(tx, key, account.id);
    const link = await touchLinkedAccount(tx, key);
    return link?.accountId === account.id ? actorOf(key.accountType, account) : undefined;
  });
}

/**
 * An unverified password account whose address the provider now vouches for: the password and
 * every token issued for it end, and the email counts as verified. A staff account drops to the
 * given role: the registrant chose `course admin`, the owner did not. The name becomes the
 * provider's, as an import takeover takes the row's: whoever registered chose it.
 */
async function takeOver(
  tx: DbOrTx,
  type: 'student' | 'staff',
  account: AccountCredentials,
  name: string,
  staffRole: 'course admin' | 'tutor' = 'tutor',
): Promise<AccountCredentials> {
  const now = new Date();
  const reset: TakeoverReset = { passwordHash: null, passwordChangedAt: now, emailVerifiedAt: now };
  await saveTakeover(tx, type, account.id, { ...reset, name }, staffRole);
  return type === 'staff' ? { ...account, ...reset, role: staffRole } : { ...account, ...reset };
}
