import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../src/paths';

/** The server from source as its own process, until it exits: code, output, milliseconds. */
function startServer(env: Record<string, string>) {
  const started = Date.now();
  return new Promise<{ code: number | null; out: string; ms: number }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_ROOT,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'capstone-')),
        ...env,
      },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    // A start that got past its configuration would be listening: stop it, the test has failed.
    const guard = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.on('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, out, ms: Date.now() - started });
    });
  });
}

describe('a production start without what production requires (issue 18)', () => {
  it('stops at once, before the database, naming every missing variable', async () => {
    const run = await startServer({
      NODE_ENV: 'production',
      // Nobody answers here: a start that reached the database would fail differently.
      DATABASE_URL: 'postgres://capstone@db.invalid:5432/capstone',
      PORT: '5133',
    });
    expect(run.code).toBe(1);
    expect(run.out).toContain('Invalid configuration:');
    for (const name of ['JWT_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'STAFF_SIGNUP'])
      expect(run.out).toContain(`${name}:`);
    expect(run.out).not.toContain('failed to start');
  });
});
