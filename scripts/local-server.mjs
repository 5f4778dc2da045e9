// What the scripts that start the product on this machine share (npm run bench:web, bench:api).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './builds.mjs';

/** A port free on 127.0.0.1 now, for a server started next. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `${base}/api/health` answers 200; throws if `child` exits first, or at `ms`. */
export async function waitForHealth(base, child, ms = 180_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the product did not answer /api/health within ${ms / 1000} seconds`);
}

/**
 * Starts the product as production runs it (`node <args>` from the project root) on `port`,
 * with a new DATA_DIR (the demo data) and the settings production requires; resolves once it is
 * healthy. `stop()` ends it and removes its data.
 */
export async function startProduct({ args, port, host = 'localhost', env = {}, stdio }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'capstone-product-'));
  const base = `http://${host}:${port}`;
  const product = spawn(process.execPath, args, {
    cwd: root,
    stdio: stdio ?? ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      MAIL_OUTBOX: 'on',
      STAFF_SIGNUP: 'open',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const stop = async () => {
    if (product.exitCode === null) {
      const exited = new Promise((resolve) => product.once('exit', resolve));
      product.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, product);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
