import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocationLogs, groups } from '../../src/db/schema';
import { MIGRATIONS_DIR } from '../../src/paths';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { listVersions, readVersion, ref, versionWorld } from './version-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The statements of the versions migration that give published offerings their version 1. */
const backfill = readFileSync(path.join(MIGRATIONS_DIR, '0016_after_publish.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => /^(--[^\n]*\n)*INSERT INTO "allocation_version/.test(statement));

describe('the versions migration on offerings published before versions existed', () => {
  it('gives each published offering version 1 = its published state, signed by its last publish', async () => {
    expect(backfill).toHaveLength(3);
    const w = await versionWorld(t);
    const drafted = await versionWorld(t);
    // Published before: Alpha on Apollo, Bravo on Borealis, Charlie left out; the empty group
    // still on Cygnus.
    const set = (id: string, projectId: string | null) =>
      t.db.update(groups).set({ projectId }).where(eq(groups.id, id));
    await set(w.alpha.id, w.apollo.id);
    await set(w.bravo.id, w.borealis.id);
    await set(w.empty.id, w.cygnus.id);
    const at = (iso: string) => new Date(iso);
    await t.db.insert(allocationLogs).values([
      {
        subcourseId: w.subcourse.id,
        kind: 'project',
        isDraft: false,
        publishedBy: w.tutor.id,
        publishedAt: at('2025-03-01T10:00:00Z'),
      },
      {
        subcourseId: w.subcourse.id,
        kind: 'project',
        isDraft: false,
        override: true,
        publishedBy: w.admin.id,
        publishedAt: at('2025-03-05T09:30:00Z'),
      },
      {
        subcourseId: w.subcourse.id,
        kind: 'project',
        isDraft: true,
        publishedBy: w.tutor.id,
        publishedAt: at('2025-03-09T08:00:00Z'),
      },
      {
        subcourseId: w.subcourse.id,
        kind: 'student',
        isDraft: false,
        publishedBy: w.tutor.id,
        publishedAt: at('2025-03-10T08:00:00Z'),
      },
      // Only drafts here: no version.
      {
        subcourseId: drafted.subcourse.id,
        kind: 'project',
        isDraft: true,
        publishedBy: drafted.admin.id,
      },
    ]);
    for (const statement of backfill) await t.db.execute(sql.raw(statement));

    expect(await listVersions(t, drafted)).toEqual([]);
    const rows = await listVersions(t, w);
    expect(rows).toEqual([
      {
        number: 1,
        published_at: '2025-03-05T09:30:00.000Z',
        published_by: { id: w.admin.id, name: 'Ada Lovelace' },
        override: true,
        counts: { groups: 3, allocated: 3, unallocated: 1, changed: 0 },
      },
    ]);
    expect(await readVersion(t, w, 1)).toEqual({
      ...rows[0],
      projects: [
        { ...ref(w.apollo), capacity: 1, mentor: null, min_groups: 0 },
        { ...ref(w.borealis), capacity: 2, mentor: null, min_groups: 0 },
        { ...ref(w.cygnus), capacity: 2, mentor: null, min_groups: 0 },
      ],
      allocation: {
        [w.apollo.id]: [ref(w.alpha)],
        [w.borealis.id]: [ref(w.bravo)],
        [w.cygnus.id]: [ref(w.empty)],
      },
      unallocated: [ref(w.charlie)],
      changes: [],
    });
  });
});
