import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@capstone/contracts';
import { createChannel } from '../chat/chat-fixtures';
import { groupWorld } from '../groups/group-fixtures';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/{role}/details/{id}', () => {
  it('needs a valid token', async () => {
    const student = await signedIn(t, 'student');
    const url = `/api/student/details/${student.id}`;
    expect((await get(url)).json()).toEqual({ Error: MESSAGES.missingAuth });
    for (const authorization of ['Bearer not-a-jwt', 'Basic abc', `Bearer ${student.token}x`]) {
      const response = await get(url, { authorization });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Error: MESSAGES.invalidToken });
    }
  });

  it('rejects an unknown account type', async () => {
    const student = await signedIn(t, 'student');
    const response = await get(`/api/admin/details/${student.id}`, student.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: MESSAGES.invalidUserType });
  });

  it('hides accounts the caller has no relation to, exactly like missing ones', async () => {
    const student = await signedIn(t, 'student');
    const other = await signedIn(t, 'student');
    const client = await signedIn(t, 'client');
    const staff = await signedIn(t, 'staff');
    const cases = [
      [`/api/student/details/${other.id}`, MESSAGES.studentNotFound],
      [`/api/student/details/no-such-id`, MESSAGES.studentNotFound],
      [`/api/client/details/${client.id}`, MESSAGES.clientNotFound],
      [`/api/staff/details/${staff.id}`, MESSAGES.staffNotFound],
      // the right id under the wrong account type is not the caller either
      [`/api/staff/details/${student.id}`, MESSAGES.staffNotFound],
    ] as const;
    for (const [url, message] of cases) {
      const response = await get(url, student.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: message });
    }
  });

  it('shows a student their own profile', async () => {
    const student = await signedIn(t, 'student');
    const response = await get(`/api/student/details/${student.id}`, student.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      id: student.id,
      name: 'Ada Lovelace',
      email: student.email,
      zid: student.zid,
      year: null,
      image: null,
      experiences: [],
      user: 'student',
      role: 'student',
      subcourses: [],
    });
  });

  it('shows a client their own profile with the company fields', async () => {
    const client = await signedIn(t, 'client');
    const body = (await get(`/api/client/details/${client.id}`, client.headers)).json();
    expect(body).toMatchObject({
      id: client.id,
      user: 'client',
      role: 'client',
      email: client.email,
      company_name: 'Compilers Pty Ltd',
      company_abn: '12345678901',
      is_verified: false,
      courses: [],
      projects: [],
    });
  });

  it('shows staff their own profile with their account role', async () => {
    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    const body = (await get(`/api/staff/details/${tutor.id}`, tutor.headers)).json();
    expect(body).toEqual({
      id: tutor.id,
      name: 'Ada Lovelace',
      email: tutor.email,
      zid: tutor.zid,
      user: 'staff',
      role: 'tutor',
      classes: [],
    });
  });
});

describe('GET /api/{role}/subcourse/all', () => {
  it('needs a token', async () => {
    expect((await get('/api/student/subcourse/all')).statusCode).toBe(401);
  });

  it('is only for the caller’s own account type', async () => {
    const student = await signedIn(t, 'student');
    const response = await get('/api/staff/subcourse/all', student.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ Error: 'This route is for staff accounts' });
  });

  it('lists no courses before the account has joined any', async () => {
    for (const type of ['student', 'staff', 'client'] as const) {
      const account = await signedIn(t, type);
      const response = await get(`/api/${type}/subcourse/all`, account.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });
});

describe('GET /api/student/details/{id} for a client', () => {
  it('shows StudentPublic to a client sharing a channel with the student, 404 otherwise', async () => {
    const w = await groupWorld(t);
    const url = `/api/student/details/${w.member.id}`;
    const hidden = await get(url, w.client.headers);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ Error: MESSAGES.studentNotFound });

    // The group's channel, as a publish makes it: the group's members and the project's clients.
    const made = await createChannel(
      t,
      w.subcourse.id,
      {
        category: 'project',
        channel_type: 'text',
        name: 'H12A-Alpha',
        project: w.project.id,
        group: w.group.id,
      },
      w.admin.headers,
    );
    expect(made.statusCode).toBe(200);

    const shown = await get(url, w.client.headers);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      id: w.member.id,
      name: 'Ada Lovelace',
      year: null,
      image: null,
      experiences: [],
    });
    // Sharing the subcourse is not enough for a client: the classmate is in no channel with it,
    // and another client is in none with the member.
    for (const [viewer, target] of [
      [w.client, w.classmate],
      [w.otherClient, w.member],
    ] as const) {
      const response = await get(`/api/student/details/${target.id}`, viewer.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: MESSAGES.studentNotFound });
    }
  });
});
