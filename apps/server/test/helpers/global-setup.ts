import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { preparePgliteTemplate, preparePostgresTemplate } from './database-templates';

/**
 * Runs once before the server tests: the migrated database each test file's own database is
 * copied from (database-templates.ts). Answers the clean-up Vitest runs after the last file.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return preparePostgresTemplate(adminUrl);
  const dir = mkdtempSync(path.join(tmpdir(), 'capstone-test-template-'));
  await preparePgliteTemplate(path.join(dir, 'pglite.tar'));
  return async () => rmSync(dir, { recursive: true, force: true });
}
