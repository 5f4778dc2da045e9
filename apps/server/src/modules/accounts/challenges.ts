import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  MESSAGES,
  PIN_LENGTH,
  PIN_MAX_ATTEMPTS,
  PIN_RE,
  type AccountType,
} from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { badRequest, unauthorized } from '../../lib/app-error';
import { spendAttempt, upsertChallenge, type Challenge } from './challenge.repo';

/**
 * PINs are hashed with a keyed HMAC (the server secret) bound to the challenge id: a leaked
 * table cannot be brute-forced offline, and a code cannot be replayed on another challenge.
 */
export function hashCode(secret: string, challengeId: string, code: string) {
  return createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('hex');
}

export function codeMatches(secret: string, challengeId: string, code: string, stored: string) {
  const expected = Buffer.from(stored, 'hex');
  const actual = Buffer.from(hashCode(secret, challengeId, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const generateCode = () => String(randomInt(0, 10 ** PIN_LENGTH)).padStart(PIN_LENGTH, '0');

export interface ChallengeArgs {
  secret: string;
  type: AccountType;
  accountId: string;
  kind: Challenge['kind'];
  ttlMs: number;
  ip?: string;
}

/**
 * A fresh challenge row and its code, not yet stored: `issueChallenge` stores it, and bulk
 * writers (member import) may store it inside a statement of their own.
 */
export function prepareChallenge(args: ChallengeArgs) {
  const id = randomUUID();
  const code = generateCode();
  const values = {
    id,
    accountType: args.type,
    accountId: args.accountId,
    kind: args.kind,
    codeHash: hashCode(args.secret, id, code),
    expiresAt: new Date(Date.now() + args.ttlMs),
    attemptsLeft: PIN_MAX_ATTEMPTS,
    createdIp: args.ip ?? null,
  };
  return { code, values };
}

/** Replaces the account's challenge with a fresh code and returns the code to email. */
export async function issueChallenge(db: DbOrTx, args: ChallengeArgs): Promise<string> {
  const { code, values } = prepareChallenge(args);
  await upsertChallenge(db, values);
  return code;
}

/**
 * Checks a typed code against the account's challenge, as verify-pin and verify-email both do:
 * a dead challenge (missing, of another kind, used, out of attempts or expired) is `PIN has
 * expired`; a wrong code spends one of the five attempts atomically, the last one voiding it; a
 * right one runs `onMatch`, which answers false when the challenge died in the meantime.
 */
export async function checkChallengeCode(
  db: DbOrTx,
  secret: string,
  challenge: Challenge | undefined,
  args: { kinds: readonly Challenge['kind'][]; code: string; now: Date },
  onMatch: (challenge: Challenge) => Promise<boolean>,
) {
  if (
    !challenge ||
    !args.kinds.includes(challenge.kind) ||
    challenge.usedAt ||
    challenge.attemptsLeft <= 0 ||
    challenge.expiresAt <= args.now
  ) {
    throw badRequest(MESSAGES.pinExpired);
  }
  if (PIN_RE.test(args.code) && codeMatches(secret, challenge.id, args.code, challenge.codeHash)) {
    if (!(await onMatch(challenge))) throw badRequest(MESSAGES.pinExpired);
    return;
  }
  const attemptsLeft = await spendAttempt(db, challenge.id);
  if (attemptsLeft === undefined) throw badRequest(MESSAGES.pinExpired);
  if (attemptsLeft === 0) throw badRequest(MESSAGES.pinTooManyAttempts);
  throw unauthorized(MESSAGES.invalidPin);
}
