import { randomInt } from 'node:crypto';
import type { Db } from '../../src/db/client';
import { projectClients, projects, subcourseProjects } from '../../src/db/schema';
import { insertClient, insertStudent } from '../../src/modules/accounts/accounts.repo';
import { nextZid, unswEmail } from '../helpers/factories';

/** A student without a password, named as the test needs. */
export async function createNamedStudent(db: Db, name: string) {
  const zid = nextZid();
  const id = await insertStudent(db, { name, email: unswEmail(zid), zid });
  return { id, zid, name };
}

/** A client with the given name, company and verification. */
export async function createNamedClient(
  db: Db,
  values: { name?: string; companyName?: string; isVerified?: boolean; createdAt?: Date } = {},
) {
  const email = `client-${nextZid()}@example.com`;
  const id = await insertClient(db, {
    name: values.name ?? 'Grace Hopper',
    email,
    phone: '0412345678',
    companyName: values.companyName ?? 'Compilers Pty Ltd',
    companyIndustry: 'Software',
    companyAbn: '12345678901',
    companyAddress: 'Sydney',
    contactHours: '9:00AM-5:00PM',
    isVerified: values.isVerified ?? false,
    createdAt: values.createdAt,
  });
  return { id, email, name: values.name ?? 'Grace Hopper' };
}

let projNo = randomInt(1, 1_000_000);

/**
 * A project of `courseId` with its clients; `subcourseId` also lists it in that subcourse's
 * projects (as approve and subcourse creation do).
 */
export async function createProject(
  db: Db,
  courseId: string,
  values: {
    name?: string;
    status: 'draft' | 'submitted' | 'available' | 'unavailable';
    clientIds?: string[];
    subcourseId?: string;
  },
) {
  const [row] = await db
    .insert(projects)
    .values({
      courseId,
      subcourseId: values.status === 'available' ? values.subcourseId : undefined,
      projNo: projNo++,
      name: values.name ?? 'Smart Campus',
      status: values.status,
      terms: [1],
      color: '#123456',
      dateCreated: '2025-02-01',
      dateModified: '2025-02-01',
    })
    .returning();
  for (const clientId of values.clientIds ?? []) {
    await db.insert(projectClients).values({ projectId: row!.id, clientId });
  }
  if (values.subcourseId) {
    await db
      .insert(subcourseProjects)
      .values({ subcourseId: values.subcourseId, projectId: row!.id });
  }
  return row!;
}
