import { randomUUID } from 'node:crypto';
import { PIN_MAX_ATTEMPTS } from '@capstone/contracts';
import type { OutboxMail } from '../../mail/outbox.repo';
import { accessCodeMail } from '../accounts/account-mail';
import { prepareChallenge } from '../accounts/challenges';
import { ACCESS_TTL_MS, invitation } from './import-apply';
import { fullName, queueImportMails } from './import-rows';
import type { Entry, StudentImportState } from './import-students-state';
import {
  enrolImportedStudents,
  insertImportedStudents,
  type NewStudentValues,
} from './import-writes.repo';
import type { AccountKey } from './members.repo';

/**
 * Rows per bulk statement (~7 parameters a row, far below PostgreSQL's 65,535). On the embedded
 * database a chunk, with the mail it queues, is what its only thread runs between two turns of the
 * event loop, so it bounds how long a request waits during an import: with 50 rows health checks
 * and logins answered within about half a second during a 3,000-row import, with 250 over a second
 * (import.bench.ts); smaller chunks slow the import. PostgreSQL runs the statements in its own
 * processes, so there fewer round trips win.
 */
const CHUNK_SIZE = { pglite: 50, postgres: 250 } as const;

export function chunks<T>(state: StudentImportState, list: T[]): T[][] {
  const size = CHUNK_SIZE[state.ctx.dbKind];
  const result: T[][] = [];
  for (let i = 0; i < list.length; i += size) result.push(list.slice(i, i + size));
  return result;
}

/** Rows a chunk wrote, and rows to replay one by one (the chunk failed, or a row was raced). */
export interface ChunkResult {
  landed: Entry[];
  replay: Entry[];
}

/** Creates the chunk's accounts with their access codes, enrolments and channels. */
export async function createChunk(state: StudentImportState, chunk: Entry[]): Promise<ChunkResult> {
  const { ctx, target } = state;
  const prepared = chunk.map((entry) => {
    const id = randomUUID();
    const challenge = prepareChallenge({
      secret: ctx.config.jwtSecret,
      type: 'student',
      accountId: id,
      kind: 'access',
      ttlMs: ACCESS_TTL_MS,
    });
    const values: NewStudentValues = {
      id,
      name: fullName(entry.value),
      email: entry.value.email,
      zid: entry.value.zid,
      tutorial: entry.value.tutorial,
      challengeId: challenge.values.id,
      codeHash: challenge.values.codeHash,
    };
    return { entry, values, code: challenge.code };
  });
  let created: Set<string>;
  try {
    created = await ctx.db.transaction(async (tx) => {
      const ids = await insertImportedStudents(tx, {
        subcourseId: target.id,
        expiresAt: new Date(Date.now() + ACCESS_TTL_MS),
        attempts: PIN_MAX_ATTEMPTS,
        channelIds: state.courseChannels,
        rows: prepared.map((p) => p.values),
      });
      const mails = prepared
        .filter(({ values }) => ids.has(values.id))
        .flatMap(({ values, code }): OutboxMail[] => {
          const to = { to: values.email, name: values.name, publicUrl: ctx.config.publicUrl };
          const account = { type: 'student' as const, id: values.id };
          return [
            { ...accessCodeMail({ ...to, user: 'student', code }), kind: 'access-code', account },
            invitation(target, 'student', to, [values.tutorial], values.id),
          ];
        });
      await queueImportMails(ctx, tx, mails);
      return ids;
    });
  } catch (error) {
    if (chunk.length === 1) throw error;
    ctx.log.warn({ err: error }, 'student import chunk failed; replaying its rows one by one');
    return { landed: [], replay: chunk };
  }
  const result: ChunkResult = { landed: [], replay: [] };
  for (const { entry, values } of prepared) {
    if (!created.has(values.id)) {
      result.replay.push(entry);
      continue;
    }
    state.accounts.add({
      id: values.id,
      zid: values.zid,
      email: values.email,
      name: values.name,
      verified: true,
    });
    state.enrolled.set(values.id, values.tutorial);
    result.landed.push(entry);
  }
  return result;
}

/** Enrols the chunk's existing accounts and joins them to the course channels. */
export async function enrolChunk(
  state: StudentImportState,
  chunk: { entry: Entry; account: AccountKey }[],
): Promise<ChunkResult> {
  const { ctx, target } = state;
  let enrolled: Set<string>;
  try {
    enrolled = await ctx.db.transaction(async (tx) => {
      const ids = await enrolImportedStudents(tx, {
        subcourseId: target.id,
        channelIds: state.courseChannels,
        rows: chunk.map(({ entry, account }) => ({
          studentId: account.id,
          tutorial: entry.value.tutorial,
        })),
      });
      const mails = chunk
        .filter(({ account }) => ids.has(account.id))
        .map(({ entry, account }) => {
          const to = { to: account.email, name: account.name, publicUrl: ctx.config.publicUrl };
          return invitation(target, 'student', to, [entry.value.tutorial], account.id);
        });
      await queueImportMails(ctx, tx, mails);
      return ids;
    });
  } catch (error) {
    if (chunk.length === 1) throw error;
    ctx.log.warn({ err: error }, 'student enrolment chunk failed; replaying its rows one by one');
    return { landed: [], replay: chunk.map((c) => c.entry) };
  }
  const result: ChunkResult = { landed: [], replay: [] };
  for (const { entry, account } of chunk) {
    if (!enrolled.has(account.id)) {
      result.replay.push(entry);
      continue;
    }
    state.enrolled.set(account.id, entry.value.tutorial);
    result.landed.push(entry);
  }
  return result;
}
