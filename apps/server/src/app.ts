import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import { trustProxyOption, type Config } from './config/config';
import type { Database } from './db/client';
import type { ServiceContext } from './lib/context';
import { loggerOptions, OneLinePerRequest } from './lib/logger';
import { requestIds } from './lib/request-ids';
import { responseSerializerCompiler } from './lib/response-serializer';
import { ACCOUNT_BUDGETS, type AccountBudgets } from './lib/rate-limiter';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { OutboxWorker, type OutboxOptions } from './mail/outbox-worker';
import accountsRoutes from './modules/accounts/accounts.routes';
import allocationBoardRoutes from './modules/allocation/allocation-board.routes';
import allocationSuggestRoutes from './modules/allocation/allocation-suggest.routes';
import auditRoutes from './modules/audit/audit.routes';
import { createTokenService } from './auth/token.service';
import coursesRoutes from './modules/courses/courses.routes';
import dashboardRoutes from './modules/dashboard/dashboard.routes';
import healthRoutes from './modules/health/health.routes';
import sessionExchangeRoutes from './modules/identity/session-exchange.routes';
import chatRoutes from './modules/chat/chat.routes';
import clientsRoutes from './modules/clients/clients.routes';
import wishlistRoutes from './modules/wishlist/wishlist.routes';
import groupsRoutes from './modules/groups/groups.routes';
import preferencesRoutes from './modules/preferences/preferences.routes';
import ltiRoutes from './modules/lti/lti.routes';
import membersRoutes from './modules/members/members.routes';
import myDataRoutes from './modules/my-data/my-data.routes';
import projectsRoutes from './modules/projects/projects.routes';
import publicConfigRoutes from './modules/public-config/public-config.routes';
import reportsRoutes from './modules/reports/reports.routes';
import {
  DEFAULT_RETENTION_SCHEDULE,
  RetentionScheduler,
  type RetentionScheduleOptions,
} from './modules/retention/retention-job';
import retentionRoutes from './modules/retention/retention.routes';
import subcoursesRoutes from './modules/subcourses/subcourses.routes';
import ssoRoutes from './modules/sso/sso.routes';
import authPlugin from './plugins/auth';
import contextPlugin from './plugins/context';
import docsPlugin from './plugins/docs';
import errorsPlugin, { frameworkErrors } from './plugins/errors';
import inputGuardPlugin from './plugins/input-guard';
import responseCachePlugin from './plugins/response-cache';
import { openRealtimeStore } from './realtime/realtime-store';
import securityPlugin from './plugins/security';
import socketPlugin from './realtime/socket-server';
import webPlugin from './plugins/web';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Defaults to SMTP when configured, else the local outbox in `DATA_DIR/outbox`. */
  mailer?: Mailer;
  /** The outbox worker's schedule; tests shrink the retry delays. */
  outbox?: Partial<OutboxOptions>;
  budgets?: AccountBudgets;
  /** When the retention job first runs and how often (tests and the default: soon, daily). */
  retention?: Partial<RetentionScheduleOptions>;
  logger?: FastifyServerOptions['logger'];
  webDist?: string;
  /** Told of every route as it is added (the input fuzz test covers each one this way). */
  onRoute?: (route: RouteOptions) => void;
}

const MB = 1024 * 1024;

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/**
 * Builds the app in a fixed order: context → cross-cutting plugins → modules. Nothing listens
 * here, so tests use `app.inject` on the same instance the server runs.
 */
export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    logController: new OneLinePerRequest(),
    // api.md §1.1: 1 MB; the member imports raise their own limit to 2 MB.
    bodyLimit: MB,
    // Room for an over-long id to reach its schema and get a 400 naming it (api.md §20.4).
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: requestIds(),
    // The compilers set below, named here too so that Fastify does not load its defaults
    // (Ajv and its serializer compiler, a tenth of the start) only to replace them. Fastify
    // types these factories for Ajv's compilers, hence the cast.
    schemaController: {
      compilersFactory: {
        buildValidator: () => validatorCompiler,
        buildSerializer: () => responseSerializerCompiler,
      } as unknown as CompilersFactory,
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  // Bodies are JSON only (api.md §1.1): text/plain gets the 415 of any other media type.
  app.removeContentTypeParser('text/plain');
  app.setSerializerCompiler(responseSerializerCompiler);

  const ownMailer = !options.mailer;
  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer({
          dir: path.join(config.dataDir, 'outbox'),
          log: app.log,
          bodies: !config.isProduction,
        }));
  // Deafness and recovery of the LISTEN connections go to the app's log from here on.
  database.listeners.log = app.log;
  // Rate limits and socket rooms: in process on PGlite, shared on PostgreSQL (several processes).
  const realtime = openRealtimeStore(database);
  const limiter = realtime.limiter;
  const sweep = setInterval(() => {
    Promise.resolve()
      .then(() => limiter.sweep())
      .catch((error: unknown) => app.log.warn({ err: error }, 'rate limit sweep failed'));
  }, 60_000).unref();
  const outbox = new OutboxWorker(
    { db: database.db, kind: database.kind, listen: database.listen, mailer, log: app.log },
    { leaseMs: config.mailLeaseMs, ...options.outbox },
  );
  const ctx: ServiceContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    mailer,
    outbox,
    limiter,
    budgets: options.budgets ?? ACCOUNT_BUDGETS,
    tokens: createTokenService(config.jwtSecret, database.db),
    log: app.log,
  };

  await app.register(contextPlugin, { ctx });
  app.decorate('outbox', outbox);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(inputGuardPlugin);
  // The full route map helps an attacker more than an operator in production (api.md §20.6).
  if (config.apiDocs) await app.register(docsPlugin);
  await app.register(responseCachePlugin, {
    version: database.version,
    maxMb: config.responseCacheMb,
  });
  await app.register(authPlugin);
  await app.register(healthRoutes, { listeners: database.listeners });
  await app.register(publicConfigRoutes);
  await app.register(accountsRoutes);
  await app.register(ssoRoutes);
  await app.register(sessionExchangeRoutes);
  await app.register(coursesRoutes);
  await app.register(subcoursesRoutes);
  await app.register(membersRoutes);
  await app.register(dashboardRoutes);
  await app.register(reportsRoutes);
  await app.register(projectsRoutes);
  await app.register(clientsRoutes);
  await app.register(wishlistRoutes);
  await app.register(groupsRoutes);
  await app.register(preferencesRoutes);
  await app.register(allocationBoardRoutes);
  await app.register(allocationSuggestRoutes);
  await app.register(chatRoutes);
  await app.register(ltiRoutes);
  await app.register(myDataRoutes);
  await app.register(retentionRoutes);
  await app.register(auditRoutes);
  await app.register(socketPlugin, { realtime, version: database.version });
  await app.register(webPlugin, { webDist: options.webDist });

  // Sending starts once the app is ready (the seed and `npm run seed` never start it) and ends
  // before the database closes: the sends in flight finish or go back to the outbox.
  // The retention job too: shortly after start, then daily; one process at a time on PostgreSQL.
  const retention = new RetentionScheduler(
    { db: database.db, retentionDays: config.retentionDays, log: app.log },
    { ...DEFAULT_RETENTION_SCHEDULE, ...options.retention },
  );
  app.addHook('onReady', async () => {
    retention.start();
    await outbox.start();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await retention.close();
    await outbox.close();
    if (ownMailer) mailer.close?.();
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `await app.outbox.drain()` sends every mail due now (tests, benchmarks). */
    outbox: OutboxWorker;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
