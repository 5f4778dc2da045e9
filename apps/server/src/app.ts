import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import type { Config } from './config/config';
import { trustProxyOption } from './config/trust-proxy';
import { createTokenService } from './auth/token.service';
import type { Database } from './db/client';
import type { ServiceContext } from './lib/context';
import { loggerOptions, OneLinePerRequest } from './lib/logger';
import { requestIds } from './lib/request-ids';
import { responseSerializerCompiler } from './lib/response-serializer';
import { ACCOUNT_BUDGETS, rateLimitSweep, type AccountBudgets } from './lib/rate-limiter';
import { createFileMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { OutboxWorker, type OutboxOptions } from './mail/outbox-worker';
import { jobRunner } from './jobs/job-runner';
import { appModules, type RetentionScheduleOptions } from './modules/index';
import authPlugin from './plugins/auth';
import contextPlugin from './plugins/context';
import docsPlugin from './plugins/docs';
import errorsPlugin, { clientErrors, frameworkErrors } from './plugins/errors';
import inputGuardPlugin from './plugins/input-guard';
import responseCachePlugin from './plugins/response-cache';
import { openRealtimeStore } from './realtime/realtime-store';
import securityPlugin from './plugins/security';
import socketServer from './realtime/socket-server';
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
 * Builds the app in a fixed order: context → cross-cutting plugins → modules (modules/index.ts)
 * → socket server → web; then the jobs. Nothing listens here, so tests use `app.inject` on the
 * same instance the server runs.
 */
export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    logController: new OneLinePerRequest(),
    // 1 MB for every body; the member imports raise their own limit to 2 MB.
    bodyLimit: MB,
    // Room for an over-long id to reach its schema and get a 400 naming it.
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors,
    // Requests Node refuses before routing get the same `{"Error"}` answer as the rest.
    clientErrorHandler: clientErrors,
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
  // Bodies are JSON only: text/plain gets the 415 of any other media type.
  app.removeContentTypeParser('text/plain');
  app.setSerializerCompiler(responseSerializerCompiler);

  const ownMailer = !options.mailer;
  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createFileMailer({
          dir: path.join(config.dataDir, 'outbox'),
          log: app.log,
          bodies: !config.isProduction,
        }));
  // Deafness and recovery of the LISTEN connections go to the app's log from here on.
  database.listeners.log = app.log;
  // Rate limits and socket rooms: in process on PGlite, shared on PostgreSQL (several processes).
  const realtime = openRealtimeStore(database);
  const limiter = realtime.limiter;
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
  // The full route map helps an attacker more than an operator in production.
  if (config.apiDocs) await app.register(docsPlugin);
  await app.register(responseCachePlugin, {
    version: database.version,
    maxMb: config.responseCacheMb,
  });
  await app.register(authPlugin);
  const modules = appModules({ ctx, listeners: database.listeners, retention: options.retention });
  for (const module of modules) {
    for (const routes of module.routes) await app.register(routes.plugin, routes.options);
  }
  await app.register(socketServer, {
    realtime,
    version: database.version,
    handlers: modules.flatMap((module) => (module.socket ? [module.socket] : [])),
  });
  await app.register(webPlugin, { webDist: options.webDist });

  // Jobs start once the app is ready (the seed and `npm run seed` never start them) and close
  // before the database does: the outbox's sends in flight finish or go back to the outbox, and
  // a retention round in flight ends.
  const jobs = jobRunner(
    [rateLimitSweep(limiter, app.log), ...modules.flatMap((module) => module.jobs ?? []), outbox],
    app.log,
  );
  app.addHook('onReady', async () => {
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.close();
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
