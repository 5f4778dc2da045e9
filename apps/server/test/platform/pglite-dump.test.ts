import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite, openPgliteClient } from '../../src/db/client';

// Each test file's embedded database starts from a dump of one migrated at the start of the run
// (test/helpers/database-templates.ts). Were the dump ignored, every test would still pass, only
// slower; this is what notices.
describe('an embedded database opened from a dump', () => {
  it('starts with what the dumped database held', async () => {
    const source = await openPgliteClient();
    await source.exec(`create table kept (note text); insert into kept values ('from the dump')`);
    const dump = await source.dumpDataDir('none');
    await source.close();

    const copy = await openPglite(undefined, { pgliteDump: dump });
    try {
      const result = await copy.db.execute(sql`select note from kept`);
      const { rows } = result as unknown as { rows: { note: string }[] };
      expect(rows).toEqual([{ note: 'from the dump' }]);
    } finally {
      await copy.close();
    }
  });
});
