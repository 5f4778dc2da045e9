import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { PIN_LENGTH, PIN_MAX_ATTEMPTS, type AccountType } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { upsertChallenge, type Challenge } from './challenge.repo';

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
