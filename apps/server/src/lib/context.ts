import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { OutboxWorker } from '../mail/outbox-worker';
import type { AccountBudgets, Limiter } from './rate-limiter';
import type { TokenService } from '../auth/token-types';
import type { SubcourseAccess } from '../access/access-facts';

/** Everything a service needs from the outside world, built once per app instance. */
export interface ServiceContext {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  mailer: Mailer;
  /** Sends the email outbox; services queue mail with `enqueueMails` in their transaction. */
  outbox: OutboxWorker;
  limiter: Limiter;
  budgets: AccountBudgets;
  tokens: TokenService;
  log: FastifyBaseLogger;
}

/** Who is calling, read from a verified token and a fresh account lookup. */
export interface Actor {
  type: 'student' | 'staff' | 'client';
  id: string;
  role: 'student' | 'client' | 'course admin' | 'tutor';
  /**
   * The caller's access to the subcourse the route names, read with the account when the
   * request was authenticated (one round trip for both); reused outside transactions.
   */
  subcourseAccess?: { subcourseId: string; access: SubcourseAccess | undefined };
}

/** Per-request facts a service may need besides the actor. */
export interface RequestMeta {
  ip: string;
}
