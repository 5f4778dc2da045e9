/**
 * Chat fan-out benchmark: 500 connected members of one channel, 200 posts sent at 20 a second
 * from 10 senders. For each post, the time from the sender's `emit` to the last member's
 * receipt; p99 at most 50 ms, and at most twice the p99 of a bare Socket.IO room (a plain
 * Socket.IO server that only broadcasts the same payloads) measured in the same run.
 * Every receipt is counted: nothing may be lost.
 *
 * The server runs in this process; the 500 clients run in a child process (the same file with
 * CHAT_BENCH_ROLE=clients), so the server's event loop is not the clients' and both send and
 * receipt times come from the one clock of the client process.
 *
 *   npx tsx apps/server/bench/chat-fanout.bench.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx apps/server/bench/chat-fanout.bench.ts
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { type Database } from '../src/db/client';
import { channelMembers, channels, enrolments, students } from '../src/db/schema';
import { ACCOUNT_BUDGETS } from '../src/lib/rate-limiter';
import { createCourse, createSubcourse } from '../test/helpers/course-factories';
import { createAccount } from '../test/helpers/factories';
import { buildBenchApp, openBenchDatabase } from './bench-app';

const MEMBERS = 500;
const POSTS = 200;
const PER_SECOND = 20;
const SENDERS = 10;
const TARGET_P99_MS = 50;
const RECEIPT_TIMEOUT_MS = 30_000;
/** Posts sent first and not measured: the first statements and code paths warm up. */
const WARMUP = 20;

interface ClientJob {
  url: string;
  tokens: string[];
  channelId: string;
}
interface ClientResult {
  latencies: number[];
  received: number;
  expected: number;
  exceptions: string[];
  connectMs: number;
}

// ---------------------------------------------------------------- client process

async function runClients(job: ClientJob): Promise<ClientResult> {
  const started = performance.now();
  const sockets: Socket[] = await Promise.all(
    job.tokens.map(
      (token) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(job.url, {
            transports: ['websocket'],
            auth: { token },
            reconnection: false,
            forceNew: true,
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    ),
  );
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve, reject) => {
          socket.once('exception', (e: { message: string }) => reject(new Error(e.message)));
          socket.emit('join', job.channelId, () => resolve());
        }),
    ),
  );
  const connectMs = performance.now() - started;

  // Warm-up posts, one a sender and then some, at the same pace; not measured.
  let warm = 0;
  for (const socket of sockets) {
    socket.on('post', (post: { content: string }) => {
      if (post.content.startsWith('warm')) warm++;
    });
  }
  for (let i = 0; i < WARMUP; i++) {
    sockets[i % SENDERS]!.emit('post', job.channelId, { content: `warm ${i}` });
    await new Promise((resolve) => setTimeout(resolve, 1000 / PER_SECOND));
  }
  const warmDeadline = performance.now() + RECEIPT_TIMEOUT_MS;
  while (warm < WARMUP * sockets.length && performance.now() < warmDeadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (const socket of sockets) socket.off('post');

  const sentAt = new Array<number>(POSTS).fill(0);
  const counts = new Array<number>(POSTS).fill(0);
  const lastAt = new Array<number>(POSTS).fill(0);
  const exceptions: string[] = [];
  let received = 0;
  for (const socket of sockets) {
    socket.on('post', (post: { content: string }) => {
      const at = performance.now();
      const index = Number(post.content.slice(6));
      counts[index] = (counts[index] ?? 0) + 1;
      lastAt[index] = at;
      received++;
    });
    socket.on('exception', (e: { message: string }) => exceptions.push(e.message));
  }
  const expected = POSTS * sockets.length;
  const gap = 1000 / PER_SECOND;
  const begin = performance.now();
  for (let i = 0; i < POSTS; i++) {
    const due = begin + i * gap;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sentAt[i] = performance.now();
    sockets[i % SENDERS]!.emit('post', job.channelId, { content: `bench ${i}`, title: null });
  }
  const deadline = performance.now() + RECEIPT_TIMEOUT_MS;
  while (received < expected && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (const socket of sockets) socket.close();
  const latencies = sentAt.map((at, i) =>
    counts[i] === sockets.length ? lastAt[i]! - at : Infinity,
  );
  return { latencies, received, expected, exceptions, connectMs };
}

if (process.env.CHAT_BENCH_ROLE === 'clients') {
  process.once('message', (job: ClientJob) => {
    runClients(job)
      .then((result) => process.send!(result, () => process.exit(0)))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  });
}

function clientsRun(job: ClientJob): Promise<ClientResult> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, CHAT_BENCH_ROLE: 'clients' },
    // 500 browsers' worth of sockets in one process: a larger young generation keeps the
    // client side's own garbage collection pauses out of the measured latencies.
    execArgv: [...process.execArgv, '--max-semi-space-size=64'],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result: ClientResult) => resolve(result));
    child.once('exit', (code) => code !== 0 && reject(new Error(`clients exited with ${code}`)));
    child.send(job);
  });
}

// ---------------------------------------------------------------- server process

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function report(label: string, result: ClientResult) {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const p50 = quantile(sorted, 0.5);
  const p99 = quantile(sorted, 0.99);
  const lost = result.expected - result.received;
  if (process.env.BENCH_DEBUG) {
    // The posts over 40 ms, to tell a warm-up spike from a steady cost.
    const slow = result.latencies.flatMap((ms, i) => (ms > 40 ? [[i, Math.round(ms)]] : []));
    console.log('slow posts [index, ms]:', slow);
  }
  console.log(
    `${label.padEnd(28)} p50 ${p50.toFixed(1)} ms · p99 ${p99.toFixed(1)} ms · max ${sorted.at(-1)!.toFixed(1)} ms · ` +
      `receipts ${result.received}/${result.expected} (lost ${lost}) · exceptions ${result.exceptions.length} · ` +
      `connect+join ${result.connectMs.toFixed(0)} ms`,
  );
  return { p99, lost, exceptions: result.exceptions.length };
}

/** 500 students of one subcourse, all members of one text channel, each with a token. */
async function capstoneWorld(database: Database) {
  const { app } = await buildBenchApp(database, { budgets: ACCOUNT_BUDGETS });
  const db = database.db;
  const admin = await createAccount(db, 'staff', { withPassword: false });
  const course = await createCourse(db, admin.id);
  const subcourse = await createSubcourse(db, course, { isActive: true });
  const rows = await db
    .insert(students)
    .values(
      Array.from({ length: MEMBERS }, (_, i) => ({
        name: `Student ${i}`,
        email: `z${5_000_000 + i}@ad.unsw.edu.au`,
        zid: `z${5_000_000 + i}`,
      })),
    )
    .returning({ id: students.id });
  await db
    .insert(enrolments)
    .values(
      rows.map((row) => ({ subcourseId: subcourse.id, studentId: row.id, tutorial: 'H12A' })),
    );
  const [channel] = await db
    .insert(channels)
    .values({ subcourseId: subcourse.id, name: 'General', channelType: 'text', category: 'course' })
    .returning({ id: channels.id });
  await db.insert(channelMembers).values(
    rows.map((row) => ({
      channelId: channel!.id,
      accountType: 'student' as const,
      accountId: row.id,
    })),
  );
  const tokens = await Promise.all(
    rows.map((row) => app.ctx.tokens.issue({ type: 'student', id: row.id, role: 'student' })),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, url, tokens, channelId: channel!.id };
}

/** A plain Socket.IO server: join a room, broadcast the same Post shape, nothing else. */
async function bareServer() {
  const http = createServer();
  const io = new Server(http, { path: '/socket.io', serveClient: false });
  let next = 0;
  io.on('connection', (socket) => {
    socket.on('join', (room: string, ack?: (a: { ok: true }) => void) => {
      void socket.join(room);
      ack?.({ ok: true });
    });
    socket.on('post', (room: string, input: { title?: string | null; content: string }) => {
      io.to(room).emit('post', {
        id: `bare-${next++}`,
        title: input.title ?? null,
        creator: 'bare',
        content: input.content,
        date_created: new Date().toISOString(),
        category: null,
        pinned: false,
      });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    url,
    close: async () => {
      io.local.disconnectSockets(true);
      await io.close();
    },
  };
}

async function benchOn(kind: 'pglite' | 'postgres') {
  console.log(
    `\n${kind}: ${MEMBERS} members, ${POSTS} posts at ${PER_SECOND}/s from ${SENDERS} senders`,
  );
  const bare = await bareServer();
  const tokens = Array.from({ length: MEMBERS }, () => 'unused');
  const bareResult = report(
    'bare Socket.IO room',
    await clientsRun({ url: bare.url, tokens, channelId: 'room' }),
  );
  await bare.close();

  const database = await openBenchDatabase(kind);
  const world = await capstoneWorld(database);
  const capstone = report(
    'capstone chat (save + emit)',
    await clientsRun({ url: world.url, tokens: world.tokens, channelId: world.channelId }),
  );
  await world.app.close();
  await database.close();

  const ratio = capstone.p99 / bareResult.p99;
  const ok =
    capstone.p99 <= TARGET_P99_MS && ratio <= 2 && capstone.lost === 0 && capstone.exceptions === 0;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}: p99 ${capstone.p99.toFixed(1)} ms (target ≤ ${TARGET_P99_MS}) · ` +
      `${ratio.toFixed(2)}× the bare room (target ≤ 2×) · lost ${capstone.lost}`,
  );
  return ok;
}

async function main() {
  let ok = await benchOn('pglite');
  if (process.env.TEST_DATABASE_URL) ok = (await benchOn('postgres')) && ok;
  process.exitCode = ok ? 0 : 1;
}

if (process.env.CHAT_BENCH_ROLE !== 'clients') {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
