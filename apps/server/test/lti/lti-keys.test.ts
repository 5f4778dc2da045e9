import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { ltiKeys } from '../../src/db/schema';
import { publicKeySet, signingKey } from '../../src/modules/lti/lti-keys';
import { openTestDatabase } from '../helpers/test-database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("the tool's keys", () => {
  it('two first uses at once publish every key made and agree on the one that signs', async () => {
    const { db } = database;
    const [first, second] = await Promise.all([publicKeySet(db), publicKeySet(db)]);
    const stored = await db.select({ kid: ltiKeys.kid }).from(ltiKeys);
    expect(stored.length).toBeGreaterThanOrEqual(1);
    // Both answers were read after the inserts: whatever each made, the other publishes it too.
    const published = (set: typeof first) => set.keys.map((key) => key.kid).sort();
    expect(published(await publicKeySet(db))).toEqual(stored.map((key) => key.kid).sort());
    for (const set of [first, second]) {
      for (const key of set.keys)
        expect(Object.keys(key).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    }
    const signers = await Promise.all([signingKey(db), signingKey(db)]);
    expect(signers[0].kid).toBe(signers[1].kid);
    expect(published(await publicKeySet(db))).toContain(signers[0].kid);
  });
});
