import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_MESSAGES } from '@capstone/contracts';
import type { ListenerTiming } from '../../src/db/listener-states';
import { DATA_CHANGES_LISTENER } from '../../src/db/postgres-changes';
import { channelMembers, staffMemberships } from '../../src/db/schema';
import { ADAPTER_LISTENER, REALTIME_LISTENER } from '../../src/realtime/realtime-store';
import {
  chatWorld,
  join,
  openSocket,
  recorder,
  secondProcess,
  type ChatSocket,
} from '../chat/chat-fixtures';
import { addStaff } from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { openPgProxy, type PgProxy } from '../helpers/pg-proxy';
import { createTestApp, GENEROUS_BUDGETS, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/wait';
import { courseAdminWithSubcourse } from '../members/member-helpers';

/** Heartbeats every 200 ms, missed after 1 s; reconnects within a second. */
const FAST: Partial<ListenerTiming> = {
  heartbeatMs: 200,
  timeoutMs: 1_000,
  reconnectMs: 200,
  reconnectMaxMs: 1_000,
};
/** Long enough for a missed heartbeat plus a reconnection on a busy machine. */
const RECOVERY_MS = 15_000;

type Process = Awaited<ReturnType<typeof secondProcess>>;
type Headers = Record<string, string>;

/**
 * The LISTEN connections that keep a process's caches and chat rooms right (data changes;
 * session ends and channel leaves; the Socket.IO adapter) must notice when they stop hearing,
 * even when nothing errors, turn the caches off meanwhile, and catch up once they hear again.
 *
 * Process B (`t`) makes the changes; process A reaches the same database through a proxy that
 * can cut, freeze (half-open) or refuse A's connections one by one. PostgreSQL only: the
 * embedded database has no LISTEN connection to lose.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'listeners that cannot go deaf (PostgreSQL only: PGlite listens in process)',
  () => {
    let t: TestApp;
    let proxy: PgProxy;
    let a: Process;
    const sockets: ChatSocket[] = [];
    const logged: { level: string; message: string; details: object }[] = [];

    beforeAll(async () => {
      t = await createTestApp();
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      proxy = await openPgProxy(t.database.url!);
      a = await secondProcess(t, GENEROUS_BUDGETS, {
        databaseUrl: proxy.url,
        listenerTiming: FAST,
      });
      a.database.listeners.log = {
        warn: (details, message) => logged.push({ level: 'warn', message, details }),
        info: (details, message) => logged.push({ level: 'info', message, details }),
      };
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await a.close();
      await proxy.close();
      await t.close();
    });

    const nameOf = (listener: string) => a.database.listeners.applicationName(listener);
    const health = async () => {
      const response = await a.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      return response.json<{ status: string; listeners: Record<string, string> }>();
    };
    const stateOf = async (listener: string) => (await health()).listeners[listener];
    const getOnA = (url: string, headers: Headers) => a.app.inject({ method: 'GET', url, headers });
    /** Backend pids of A's connections named for `listener`, straight from PostgreSQL. */
    const backends = async (listener: string) => {
      const result = (await t.db.execute(
        sql`select pid from pg_stat_activity where application_name = ${nameOf(listener)}`,
      )) as unknown as { rows: { pid: number }[] };
      return result.rows.map((row) => row.pid).sort();
    };
    const terminate = async (listener: string) => {
      const result = (await t.db.execute(
        sql`select pg_terminate_backend(pid) as done from pg_stat_activity
            where application_name = ${nameOf(listener)}`,
      )) as unknown as { rows: { done: boolean }[] };
      return result.rows.filter((row) => row.done).length;
    };

    /** A tutor whose students list A answers from its response cache. */
    async function cachedTutorOnA() {
      const { subcourse } = await courseAdminWithSubcourse(t);
      const tutor = await signedIn(t, 'staff', { role: 'tutor' });
      await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['H12A']);
      const url = `/api/subcourse/students/${subcourse.id}`;
      await until(async () => {
        const hits = a.app.responseCache.stats.hits;
        expect((await getOnA(url, tutor.headers)).statusCode).toBe(200);
        return a.app.responseCache.stats.hits > hits;
      }, RECOVERY_MS);
      const removeTutor = () =>
        t.db.delete(staffMemberships).where(eq(staffMemberships.staffId, tutor.id));
      return { url, headers: tutor.headers, removeTutor };
    }

    it('shows every listener as listening in /api/health', async () => {
      await until(async () => (await stateOf(ADAPTER_LISTENER)) === 'listening', RECOVERY_MS);
      expect(await health()).toMatchObject({
        status: 'ok',
        listeners: {
          [DATA_CHANGES_LISTENER]: 'listening',
          [REALTIME_LISTENER]: 'listening',
          [ADAPTER_LISTENER]: 'listening',
        },
      });
      for (const listener of [DATA_CHANGES_LISTENER, REALTIME_LISTENER, ADAPTER_LISTENER]) {
        expect(await backends(listener)).toHaveLength(1);
      }
    });

    it('turns caches off when its backend is terminated, and drops what the gap changed once it listens again', async () => {
      const seenInGap = await cachedTutorOnA();
      const askedAfter = await cachedTutorOnA();
      const name = nameOf(DATA_CHANGES_LISTENER);
      proxy.refuse(name); // holds the gap open until the test has written in it
      expect(await terminate(DATA_CHANGES_LISTENER)).toBe(1);
      await until(() => !a.database.version.live, RECOVERY_MS);
      expect(await health()).toMatchObject({
        status: 'ok',
        listeners: { [DATA_CHANGES_LISTENER]: 'deaf' },
      });

      // B's changes are not announced to A now; A reads them anyway, with its caches off.
      await seenInGap.removeTutor();
      expect((await getOnA(seenInGap.url, seenInGap.headers)).statusCode).toBe(404);
      await askedAfter.removeTutor();
      expect(await stateOf(DATA_CHANGES_LISTENER)).toBe('deaf');

      proxy.allow(name);
      await until(() => a.database.version.live, RECOVERY_MS);
      expect(await stateOf(DATA_CHANGES_LISTENER)).toBe('listening');
      expect((await getOnA(askedAfter.url, askedAfter.headers)).statusCode).toBe(404);

      // And it hears B again.
      const later = await cachedTutorOnA();
      await later.removeTutor();
      await until(
        async () => (await getOnA(later.url, later.headers)).statusCode === 404,
        RECOVERY_MS,
      );
    });

    it('notices a half-open connection by its missed heartbeat, and replaces it', async () => {
      const cached = await cachedTutorOnA();
      const name = nameOf(DATA_CHANGES_LISTENER);
      const [before] = await backends(DATA_CHANGES_LISTENER);
      logged.length = 0;
      proxy.refuse(name);
      expect(proxy.freeze(name)).toBe(1); // no error, no end: only the heartbeat can tell
      await until(() => !a.database.version.live, RECOVERY_MS);
      expect(logged).toContainEqual({
        level: 'warn',
        message: 'database listener deaf: caches off until it hears again',
        details: { listener: DATA_CHANGES_LISTENER, reason: 'heartbeat missed' },
      });

      await cached.removeTutor();
      expect((await getOnA(cached.url, cached.headers)).statusCode).toBe(404);

      proxy.allow(name);
      await until(() => a.database.version.live, RECOVERY_MS);
      expect(logged).toContainEqual({
        level: 'info',
        message: 'database listener hears again',
        details: { listener: DATA_CHANGES_LISTENER },
      });
      // The frozen backend never learnt anything (a half-open connection); a new one listens.
      const after = await backends(DATA_CHANGES_LISTENER);
      expect(after).toHaveLength(2);
      expect(after).toContain(before);
    });

    it("checks every socket's rooms and token again when the session and room listener reconnects", async () => {
      const w = await chatWorld(t);
      const open = async (token: string) => {
        const socket = await openSocket(a.url, { token });
        sockets.push(socket);
        return socket;
      };
      const removed = await open(w.member.token);
      const stays = await open(w.mate.token);
      const loggedOut = await open(w.classmate.token);
      const seen = recorder(loggedOut);
      expect(await join(removed, w.channels.group)).toEqual({ ok: true });
      expect(await join(stays, w.channels.group)).toEqual({ ok: true });
      const [removedId, staysId] = [removed.id!, stays.id!];
      const inRoom = async () =>
        (await a.app.io.in(w.channels.group).local.fetchSockets()).map((socket) => socket.id);

      const name = nameOf(REALTIME_LISTENER);
      proxy.refuse(name);
      expect(await terminate(REALTIME_LISTENER)).toBe(1);
      await until(async () => (await stateOf(REALTIME_LISTENER)) === 'deaf', RECOVERY_MS);

      await t.db
        .delete(channelMembers)
        .where(
          and(
            eq(channelMembers.channelId, w.channels.group),
            eq(channelMembers.accountId, w.member.id),
          ),
        );
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/student/logout',
        headers: w.classmate.headers,
      });
      expect(out.statusCode).toBe(200);
      // Both notifications were raised while A could not hear them.
      expect(await inRoom()).toEqual(expect.arrayContaining([removedId, staysId]));
      expect(loggedOut.connected).toBe(true);

      proxy.allow(name);
      await until(() => !loggedOut.connected, RECOVERY_MS);
      expect(seen.exceptions).toEqual([REALTIME_MESSAGES.invalidToken]);
      await until(async () => !(await inRoom()).includes(removedId), RECOVERY_MS);
      expect(await inRoom()).toContain(staysId);
      expect(removed.connected).toBe(true);
    });

    it("replaces the Socket.IO adapter's connection when it goes silent, and rooms span processes again", async () => {
      const w = await chatWorld(t);
      const onA = await openSocket(a.url, { token: w.member.token });
      const onB = await openSocket(`http://127.0.0.1:${portOf(t)}`, { token: w.mate.token });
      sockets.push(onA, onB);
      expect(await join(onA, w.channels.group)).toEqual({ ok: true });
      expect(await join(onB, w.channels.group)).toEqual({ ok: true });
      const seenOnA = recorder(onA);

      expect(proxy.freeze(nameOf(ADAPTER_LISTENER))).toBe(1);
      await until(async () => (await stateOf(ADAPTER_LISTENER)) === 'deaf', RECOVERY_MS);
      await until(async () => (await stateOf(ADAPTER_LISTENER)) === 'listening', RECOVERY_MS);

      onB.emit('post', w.channels.group, { content: 'after the adapter reconnected' });
      await until(() => seenOnA.posts.length === 1, RECOVERY_MS);
      expect(seenOnA.posts[0]).toMatchObject({ content: 'after the adapter reconnected' });
    });
  },
);

function portOf(t: TestApp) {
  return (t.app.server.address() as { port: number }).port;
}
