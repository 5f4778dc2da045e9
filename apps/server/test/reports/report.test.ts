import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@capstone/contracts';
import { enrolments } from '../../src/db/schema';
import { ONLY_ADMINS, ONLY_STAFF, SUBCOURSE_NOT_FOUND } from '../../src/policies/subcourse.policy';
import {
  addStaff,
  applyAsClient,
  createGroup,
  enrol,
  signedInCourseAdmin,
} from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createNamedClient, createNamedStudent, createProject } from '../dashboard/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function course(name = '2025T1') {
  const created = await signedInCourseAdmin(t, { name });
  return { ...created, url: `/api/subcourse/${created.subcourse.id}/report` };
}

const COLUMNS =
  'Student Name,Student ZID,Tutorial,Group,Project,Client Name,Client Company,Client Email\r\n';

describe('GET /api/subcourse/{subcourseId}/report', () => {
  it('needs a valid token', async () => {
    const { url } = await course();
    const missing = await get(url);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ Error: MESSAGES.missingAuth });
    const bad = await get(url, { authorization: 'Bearer x.y.z' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ Error: MESSAGES.invalidToken });
  });

  it('answers 404 to callers with no relation and for unknown ids', async () => {
    const { url } = await course();
    const other = await course();
    const student = await signedIn(t, 'student');
    const client = await signedIn(t, 'client');
    for (const [target, headers] of [
      [url, other.admin.headers],
      [url, student.headers],
      [url, client.headers],
      ['/api/subcourse/no-such-subcourse/report', other.admin.headers],
    ] as const) {
      const response = await get(target, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: SUBCOURSE_NOT_FOUND });
    }
  });

  it('is for course admins only', async () => {
    const { parent, subcourse, url } = await course();
    const student = await signedIn(t, 'student');
    await enrol(t.db, subcourse.id, student.id);
    const client = await signedIn(t, 'client');
    await applyAsClient(t.db, parent.id, client.id);
    for (const caller of [student, client]) {
      const response = await get(url, caller.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: ONLY_STAFF });
    }
    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['H12A']);
    const response = await get(url, tutor.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ Error: ONLY_ADMINS });
  });

  it('downloads the header block alone for a subcourse without students', async () => {
    const { admin, subcourse, url } = await course();
    const response = await get(url, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="2025_${subcourse.code}_report.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(
      `Course Name,2025T1\r\nCourse Code,${subcourse.code}\r\nYear,2025\r\nTerm,1\r\n\r\n${COLUMNS}`,
    );
  });

  it('lists every enrolled student in order with escaping, N/A and unallocated', async () => {
    const { admin, parent, subcourse, url } = await course('Capstone, "Term 1"');
    const first = await createNamedClient(t.db, {
      name: 'Grace Hopper',
      companyName: 'Compilers, "Inc"',
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    const second = await createNamedClient(t.db, {
      name: 'Second Client',
      createdAt: new Date('2024-06-01T00:00:00Z'),
    });
    const smart = await createProject(t.db, parent.id, {
      name: 'Smart Campus',
      status: 'available',
      subcourseId: subcourse.id,
      clientIds: [second.id, first.id],
    });
    const lonely = await createProject(t.db, parent.id, {
      name: '+Plus Project',
      status: 'available',
      subcourseId: subcourse.id,
    });
    const alpha = await createGroup(t.db, subcourse.id, { name: 'Alpha', projectId: smart.id });
    const beta = await createGroup(t.db, subcourse.id, { name: 'Beta' });
    const gamma = await createGroup(t.db, subcourse.id, {
      name: '@Gamma',
      tutorial: 'W09B',
      projectId: lonely.id,
    });

    const smith = await createNamedStudent(t.db, 'Smith, "Johnny"');
    const evil = await createNamedStudent(t.db, '=HYPERLINK("http://evil.example","click")');
    const ada = await createNamedStudent(t.db, 'Ada Lovelace');
    const bob = await createNamedStudent(t.db, 'Bob Builder');
    const carol = await createNamedStudent(t.db, 'Carol');
    const zoe = await createNamedStudent(t.db, 'Zoe');
    await enrol(t.db, subcourse.id, smith.id, { tutorial: 'H12A', groupId: alpha.id });
    await enrol(t.db, subcourse.id, evil.id, { tutorial: 'H12A', groupId: alpha.id });
    await enrol(t.db, subcourse.id, ada.id, { tutorial: 'H12A', groupId: beta.id });
    await enrol(t.db, subcourse.id, bob.id, { tutorial: 'H12A' });
    await enrol(t.db, subcourse.id, carol.id, { tutorial: 'W09B', groupId: gamma.id });
    await t.db.insert(enrolments).values({ subcourseId: subcourse.id, studentId: zoe.id });
    // enrolled elsewhere only: not in this report
    const elsewhere = await course();
    const stranger = await createNamedStudent(t.db, 'Stranger');
    await enrol(t.db, elsewhere.subcourse.id, stranger.id);

    const response = await get(url, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload[0]).toBe('C'.charCodeAt(0)); // no byte-order mark
    const company = '"Compilers, ""Inc"""';
    expect(response.body).toBe(
      'Course Name,"Capstone, ""Term 1"""\r\n' +
        `Course Code,${subcourse.code}\r\nYear,2025\r\nTerm,1\r\n\r\n` +
        COLUMNS +
        `"'=HYPERLINK(""http://evil.example"",""click"")",${evil.zid},H12A,Alpha,Smart Campus,Grace Hopper,${company},${first.email}\r\n` +
        `"Smith, ""Johnny""",${smith.zid},H12A,Alpha,Smart Campus,Grace Hopper,${company},${first.email}\r\n` +
        `Ada Lovelace,${ada.zid},H12A,Beta,unallocated,N/A,N/A,N/A\r\n` +
        `Bob Builder,${bob.zid},H12A,N/A,unallocated,N/A,N/A,N/A\r\n` +
        `Carol,${carol.zid},W09B,'@Gamma,'+Plus Project,N/A,N/A,N/A\r\n` +
        `Zoe,${zoe.zid},,N/A,unallocated,N/A,N/A,N/A\r\n`,
    );
  });
});
