import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subcourses } from '../../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_COURSE, DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { seedDemoData } from '../../src/seed/seed';
import { login } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let subcourseId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.ctx);
  await seedDemoData(t.app.ctx);
  await t.app.outbox.drain();
  const [row] = await t.db
    .select({ id: subcourses.id })
    .from(subcourses)
    .where(eq(subcourses.code, DEMO_COURSE.code));
  subcourseId = row!.id;
});
afterAll(async () => {
  await t.close();
});

async function headersOf(type: 'student' | 'staff', email: string) {
  const response = await login(t, type, email, DEMO_PASSWORD);
  return { authorization: `Bearer ${response.json<{ access_token: string }>().access_token}` };
}

describe('demo seed: chat (issue 12)', () => {
  it('puts a few messages in the course channels once, readable by the demo student through the API', async () => {
    const headers = await headersOf('student', DEMO_ACCOUNTS.student.email);
    const list = await t.app.inject({ url: `/api/channels/list/${subcourseId}`, headers });
    const course = (
      list.json() as { category: string; channels: { id: string; name: string }[] }[]
    ).find((entry) => entry.category === 'course')!;
    const read = async (name: string) => {
      const id = course.channels.find((c) => c.name === name)!.id;
      const response = await t.app.inject({ url: `/api/channels/${id}/conversations`, headers });
      return response.json<{
        conversations: { post: { title: string | null }; replies: unknown[] }[];
      }>().conversations;
    };
    // Seeded twice above, yet each message is there once.
    const announcements = await read('Announcements');
    expect(announcements.map((c) => c.post.title)).toEqual(['Welcome to COMP3900']);
    const forum = await read('Forum');
    expect(forum).toHaveLength(1);
    expect(forum[0]!.replies).toHaveLength(1);
    expect(await read('General')).toHaveLength(1);
  });
});
