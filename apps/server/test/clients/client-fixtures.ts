import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import type { projects } from '../../src/db/schema';
import {
  channelMembers,
  channels,
  clients,
  subcourseClients,
  subcourseProjects,
} from '../../src/db/schema';
import { applyAsClient, createProject, signedInCourseAdmin } from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';

type ProjectOverrides = Partial<typeof projects.$inferInsert>;

/** A client's project of the course in any status; not linked to a subcourse. */
export const projectOf = (
  db: Db,
  courseId: string,
  clientId: string,
  status: 'draft' | 'submitted' | 'available' | 'unavailable',
  overrides: ProjectOverrides = {},
) => createProject(db, courseId, [clientId], { status, name: `${status} project`, ...overrides });

/** The client's text channel in S with the client and the course admin. */
export async function clientChannel(
  db: Db,
  subcourseId: string,
  clientId: string,
  adminId: string,
) {
  const [channel] = await db
    .insert(channels)
    .values({
      subcourseId,
      name: `client-${clientId}`,
      channelType: 'text',
      category: 'client',
      clientId,
    })
    .returning();
  await db.insert(channelMembers).values([
    { channelId: channel!.id, accountType: 'client', accountId: clientId },
    { channelId: channel!.id, accountType: 'staff', accountId: adminId },
  ]);
  return channel!;
}

/** A project approved into S as approve does it: available, S's lists, the client's channel. */
export async function availableProject(
  db: Db,
  courseId: string,
  subcourseId: string,
  clientId: string,
  overrides: ProjectOverrides = {},
) {
  const project = await projectOf(db, courseId, clientId, 'available', {
    subcourseId,
    name: 'Available project',
    ...overrides,
  });
  await db.insert(subcourseProjects).values({ subcourseId, projectId: project.id });
  await db.insert(subcourseClients).values({ subcourseId, clientId }).onConflictDoNothing();
  return project;
}

/** A course admin with an active subcourse and a signed-in client that applied to the course. */
export async function courseWithClient(
  t: TestApp,
  options: { verified?: boolean; subcourse?: Parameters<typeof signedInCourseAdmin>[1] } = {},
) {
  const {
    admin,
    parent: course,
    subcourse,
  } = await signedInCourseAdmin(t, {
    isActive: true,
    ...options.subcourse,
  });
  const client = await signedIn(t, 'client');
  if (options.verified) {
    await t.db.update(clients).set({ isVerified: true }).where(eq(clients.id, client.id));
  }
  await applyAsClient(t.db, course.id, client.id);
  return { admin, course, subcourse, client };
}

export async function channelMemberIds(db: Db, channelId: string) {
  const rows = await db
    .select({ type: channelMembers.accountType, id: channelMembers.accountId })
    .from(channelMembers)
    .where(eq(channelMembers.channelId, channelId));
  return rows.map((r) => `${r.type}:${r.id}`).sort();
}

export async function isMemberOfChannel(db: Db, channelId: string, clientId: string) {
  const rows = await db
    .select()
    .from(channelMembers)
    .where(and(eq(channelMembers.channelId, channelId), eq(channelMembers.accountId, clientId)));
  return rows.length > 0;
}

/** Mails to `to`, once every background send has finished. */
export async function mailsTo(t: TestApp, to: string) {
  await t.app.outbox.drain();
  return t.mailer.sent.filter((mail) => mail.to === to);
}

export const put = (
  t: TestApp,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

export const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
