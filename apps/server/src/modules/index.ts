import type { FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ListenerStates } from '../db/listener-states';
import type { Job } from '../jobs/job';
import type { ServiceContext } from '../lib/context';
import type { SocketHandler } from '../realtime/socket-types';
import accountsRoutes from './accounts/accounts.routes';
import allocationBoardRoutes from './allocation/allocation-board.routes';
import allocationLocksRoutes from './allocation-locks/allocation-locks.routes';
import allocationSuggestRoutes from './allocation/allocation-suggest.routes';
import allocationVersionsRoutes from './allocation-versions/allocation-versions.routes';
import auditRoutes from './audit/audit.routes';
import changeRequestsRoutes from './change-requests/change-requests.routes';
import chatRoutes from './chat/chat.routes';
import { chatSocket } from './chat/chat.socket';
import clientsRoutes from './clients/clients.routes';
import coursesRoutes from './courses/courses.routes';
import dashboardRoutes from './dashboard/dashboard.routes';
import groupsRoutes from './groups/groups.routes';
import healthRoutes from './health/health.routes';
import sessionExchangeRoutes from './identity/session-exchange.routes';
import ltiRoutes from './lti/lti.routes';
import membersRoutes from './members/members.routes';
import mentorsRoutes from './mentors/mentors.routes';
import myDataRoutes from './my-data/my-data.routes';
import peerResultsRoutes from './peer-evaluation/peer-results.routes';
import peerRoundsRoutes from './peer-evaluation/peer-rounds.routes';
import peerSubmissionRoutes from './peer-evaluation/peer-submission.routes';
import preferencesRoutes from './preferences/preferences.routes';
import projectsRoutes from './projects/projects.routes';
import withdrawProjectRoutes from './projects/withdraw-project.routes';
import publicConfigRoutes from './public-config/public-config.routes';
import reportsRoutes from './reports/reports.routes';
import { retentionJob, type RetentionScheduleOptions } from './retention/retention-job';
import retentionRoutes from './retention/retention.routes';
import ssoRoutes from './sso/sso.routes';
import subcoursesRoutes from './subcourses/subcourses.routes';
import wishlistRoutes from './wishlist/wishlist.routes';

export type { RetentionScheduleOptions };

/** A route plugin and the options it is registered with (`routes` makes one). */
export interface RoutePlugin {
  plugin: FastifyPluginAsyncZod<FastifyPluginOptions>;
  options: FastifyPluginOptions;
}

/** Pairs a route plugin with its options, checked against the options the plugin declares. */
function routes(plugin: FastifyPluginAsyncZod): RoutePlugin;
function routes<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsyncZod<Options>,
  options: Options,
): RoutePlugin;
function routes(plugin: FastifyPluginAsyncZod<never>, options?: FastifyPluginOptions) {
  return { plugin, options: options ?? {} } as RoutePlugin;
}

/** One domain as the app wires it in: its routes, its socket events, its jobs. */
export interface AppModule {
  name: string;
  /** Registered in list order, after the cross-cutting plugins (auth, caches, docs). */
  routes: readonly RoutePlugin[];
  /** Its socket events, attached by the socket server (realtime/socket-server.ts). */
  socket?: SocketHandler;
  /** Started once the app is ready, closed before the database (jobs/job-runner.ts). */
  jobs?: readonly Job[];
}

/** What the modules need from the app being built. */
export interface ModuleWiring {
  ctx: ServiceContext;
  /** The LISTEN connections' states, which `/api/health` reports. */
  listeners: ListenerStates;
  /** When the retention job first runs and how often (tests shorten it). */
  retention?: Partial<RetentionScheduleOptions>;
}

/**
 * Every module of the API, in the order its routes are registered: the one list a new module
 * joins. Order matters where two modules' paths could both match; keep a new module's place.
 */
export function appModules({ ctx, listeners, retention }: ModuleWiring): AppModule[] {
  return [
    { name: 'health', routes: [routes(healthRoutes, { listeners })] },
    { name: 'public-config', routes: [routes(publicConfigRoutes)] },
    { name: 'accounts', routes: [routes(accountsRoutes)] },
    { name: 'sso', routes: [routes(ssoRoutes)] },
    { name: 'identity', routes: [routes(sessionExchangeRoutes)] },
    { name: 'courses', routes: [routes(coursesRoutes)] },
    { name: 'subcourses', routes: [routes(subcoursesRoutes)] },
    { name: 'members', routes: [routes(membersRoutes)] },
    { name: 'dashboard', routes: [routes(dashboardRoutes)] },
    { name: 'reports', routes: [routes(reportsRoutes)] },
    { name: 'projects', routes: [routes(projectsRoutes), routes(withdrawProjectRoutes)] },
    { name: 'clients', routes: [routes(clientsRoutes)] },
    { name: 'wishlist', routes: [routes(wishlistRoutes)] },
    { name: 'groups', routes: [routes(groupsRoutes)] },
    { name: 'preferences', routes: [routes(preferencesRoutes)] },
    {
      name: 'allocation',
      routes: [routes(allocationBoardRoutes), routes(allocationSuggestRoutes)],
    },
    { name: 'allocation-versions', routes: [routes(allocationVersionsRoutes)] },
    { name: 'allocation-locks', routes: [routes(allocationLocksRoutes)] },
    { name: 'mentors', routes: [routes(mentorsRoutes)] },
    { name: 'change-requests', routes: [routes(changeRequestsRoutes)] },
    {
      name: 'peer-evaluation',
      routes: [routes(peerRoundsRoutes), routes(peerSubmissionRoutes), routes(peerResultsRoutes)],
    },
    { name: 'chat', routes: [routes(chatRoutes)], socket: chatSocket },
    { name: 'lti', routes: [routes(ltiRoutes)] },
    { name: 'my-data', routes: [routes(myDataRoutes)] },
    {
      name: 'retention',
      routes: [routes(retentionRoutes)],
      jobs: [
        retentionJob(
          { db: ctx.db, retentionDays: ctx.config.retentionDays, log: ctx.log },
          retention,
        ),
      ],
    },
    { name: 'audit', routes: [routes(auditRoutes)] },
  ];
}
