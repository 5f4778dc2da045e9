import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type MemberEntry } from '@capstone/contracts';
import { externalIdentities } from '../../src/db/schema';
import { ONLY_STAFF } from '../../src/policies/subcourse.policy';
import { addStaff, enrol } from '../helpers/course-factories';
import { expectError } from '../helpers/expect-error';
import { createAccount, signedIn } from '../helpers/factories';
import { freePort } from '../helpers/free-port';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { courseAdminWithSubcourse } from './member-helpers';

const LMS = 'https://lms.example.edu';
const FORGOTTEN_LMS = 'https://old-lms.example.edu';
let universityIssuer: string;
let t: TestApp;

/**
 * An app with a university sign-in provider (never contacted here: discovery waits for the
 * first sign-in) and one registered LMS.
 */
beforeAll(async () => {
  universityIssuer = `http://localhost:${await freePort()}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'capstone-members-'));
  const platforms = path.join(dir, 'platforms.json');
  writeFileSync(
    platforms,
    JSON.stringify([
      {
        issuer: LMS,
        client_id: 'capstone',
        auth_login_url: `${LMS}/auth`,
        auth_token_url: `${LMS}/token`,
        key_set_url: `${LMS}/jwks`,
        deployment_ids: ['1'],
      },
    ]),
  );
  t = await createTestApp({
    env: { OIDC_ISSUER: universityIssuer, OIDC_CLIENT_ID: 'capstone', LTI_PLATFORMS: platforms },
  });
});
afterAll(() => t.close());

const members = (subcourseId: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/admin/subcourse/members/${subcourseId}`, headers });

async function link(type: 'student' | 'staff', accountId: string, issuer: string) {
  await t.db
    .insert(externalIdentities)
    .values({ issuer, subject: `${issuer}#${accountId}`, accountType: type, accountId });
}

describe('GET /api/admin/subcourse/members/{id}: how each member signs in', () => {
  it('walks the failure ladder: 401, 400, 403, 404', async () => {
    const { subcourse } = await courseAdminWithSubcourse(t);
    const other = await courseAdminWithSubcourse(t);
    const student = await signedIn(t, 'student');
    await enrol(t.db, subcourse.id, student.id);
    expectError(await members(subcourse.id), 401, MESSAGES.missingAuth);
    const tooLong = await members('x'.repeat(101), other.admin.headers);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toHaveProperty('Error');
    expectError(await members(subcourse.id, student.headers), 403, ONLY_STAFF);
    expectError(
      await members(subcourse.id, other.admin.headers),
      404,
      'Subcourse cannot be found in database',
    );
  });

  it('names the LMS and the university sign-in of each member, and only those still configured', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const learner = await createAccount(t.db, 'student', { withPassword: false });
    const both = await createAccount(t.db, 'student', { withPassword: false });
    const gone = await createAccount(t.db, 'student', { withPassword: false });
    const withPassword = await createAccount(t.db, 'student');
    const tutor = await createAccount(t.db, 'staff', { role: 'tutor' });
    for (const student of [learner, both, gone, withPassword]) {
      await enrol(t.db, subcourse.id, student.id);
    }
    await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['H12A']);
    await link('student', learner.id, LMS);
    await link('student', both.id, LMS);
    // An identity issued for a tenant names the tenant's own issuer, not the configured one.
    await link('student', both.id, `${universityIssuer}/tenant-1`);
    // A platform no longer in LTI_PLATFORMS lets nobody in: it is not a way to sign in.
    await link('student', gone.id, FORGOTTEN_LMS);
    await link('staff', tutor.id, LMS);
    // The same id as a staff identity says nothing of the student account.
    await link('staff', withPassword.id, LMS);

    const response = await members(subcourse.id, admin.headers);
    expect(response.statusCode).toBe(200);
    const byId = new Map(response.json<MemberEntry[]>().map((m) => [m.id, m]));
    expect(byId.get(learner.id)).toMatchObject({
      external_sign_in: ['lms'],
      access_email: { status: 'unrecorded', at: null },
    });
    expect(byId.get(both.id)!.external_sign_in).toEqual(['university', 'lms']);
    expect(byId.get(gone.id)!.external_sign_in).toEqual([]);
    expect(byId.get(withPassword.id)).toMatchObject({ external_sign_in: [], access_email: null });
    expect(byId.get(tutor.id)!.external_sign_in).toEqual(['lms']);
    expect(byId.get(admin.id)!.external_sign_in).toEqual([]);
    // Which issuer or subject it is stays on the server.
    expect(response.body).not.toContain(LMS);
    expect(response.body).not.toContain(universityIssuer);
  });
});
