import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../helpers/free-port';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentForm } from '../helpers/factories';
import { openScratchPostgres } from '../helpers/test-database';
import { until } from '../helpers/wait';
import { startSmtpSink, subjectOf, type SmtpSink } from './smtp-sink';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SERVER = path.join(ROOT, 'apps/server/src/server.ts');
/** Starting from source on a busy machine (and seeding the embedded database) takes a while. */
const START_MS = 120_000;

interface Running {
  child: ChildProcess;
  output: string[];
  exited: Promise<void>;
}

/** `node --import tsx apps/server/src/server.ts`: the real server, as a process of its own. */
function startServer(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, output, exited };
}

async function healthy(running: Running, port: number) {
  await until(
    async () => {
      if (running.child.exitCode !== null) {
        throw new Error(`server exited early:\n${running.output.join('')}`);
      }
      const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      return response?.status === 200;
    },
    'the server to answer /api/health',
    START_MS,
  );
}

async function stop(running: Running | undefined) {
  if (!running || running.child.exitCode !== null || running.child.signalCode !== null) return;
  running.child.kill('SIGTERM');
  await running.exited;
}

/**
 * A process killed between the commit and the send sends the mail after a restart. The first
 * server's SMTP server takes the message and never answers, so the mail is mid-send (claimed,
 * not sent) when the process is killed; the restarted server meets a working one.
 */
describe('a server killed while sending', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'capstone-restart-'));
  let database: Awaited<ReturnType<typeof openScratchPostgres>> | undefined;
  let hanging: SmtpSink;
  let working: SmtpSink;
  let first: Running | undefined;
  let second: Running | undefined;

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) database = await openScratchPostgres(adminUrl);
    hanging = await startSmtpSink({ hang: true });
    working = await startSmtpSink();
  });
  afterAll(async () => {
    first?.child.kill('SIGKILL');
    await stop(second);
    await hanging?.close();
    await working?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the mail after the restart', { timeout: 4 * START_MS }, async () => {
    const port = await freePort();
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'restart-test-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // PostgreSQL: the restarted process takes the dead one's mail once this lease runs out.
      MAIL_LEASE_SECONDS: '2',
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    first = startServer({ ...env, SMTP_URL: hanging.url });
    await healthy(first, port);

    const form = studentForm();
    const registered = await fetch(`http://127.0.0.1:${port}/api/student/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form),
    });
    expect(registered.status).toBe(201);
    await until(() => hanging.dataStarted === 1, 'the mail to reach the hanging SMTP server');
    first.child.kill('SIGKILL');
    await first.exited;
    expect(working.received).toHaveLength(0);

    second = startServer({ ...env, SMTP_URL: working.url });
    await healthy(second, port);
    const verifyMails = () =>
      working.received.filter(
        (mail) => mail.to.includes(form.email) && subjectOf(mail) === 'Verify Your Email',
      );
    await until(() => verifyMails().length === 1, 'the mail after the restart', START_MS);
    expect(verifyMails()[0]!.raw).toMatch(/verification code is \d{6}/);
  });
});
