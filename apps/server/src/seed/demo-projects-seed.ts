import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  clients,
  enrolments,
  projectClients,
  projects,
  students,
  subcourseClients,
  subcourseProjects,
} from '../db/schema';
import { joinClientChannels, type ChannelClient } from '../modules/subcourses/client-channels.repo';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_PROJECTS, DEMO_STUDENT_WISHLIST } from './demo-projects';

const COLORS = ['#228be6', '#12b886', '#fab005', '#7950f2', '#fa5252', '#15aabf', '#fd7e14'];

/**
 * The demo projects of `demo-projects.ts`, on the first seed only (when the course has none):
 * available ones are offered in the active subcourse S with their clients in S's list and
 * channels; submitted ones wait for approval; drafts and unavailable ones stay with the course.
 * The demo student has hearted a few of them.
 */
export async function seedDemoProjects(db: Db, courseId: string, subcourseId: string) {
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.courseId, courseId))
      .limit(1);
    if (existing.length > 0) return;
    const emails = [...new Set(DEMO_PROJECTS.flatMap((project) => project.clients))];
    const clientRows = await tx
      .select({
        id: clients.id,
        email: clients.email,
        name: clients.name,
        companyName: clients.companyName,
      })
      .from(clients)
      .where(inArray(clients.email, emails));
    const clientByEmail = new Map(clientRows.map((client) => [client.email, client]));
    const idByName = new Map<string, string>();
    const offeredClients = new Map<string, ChannelClient>();

    for (const [index, project] of DEMO_PROJECTS.entries()) {
      const isAvailable = project.status === 'available';
      const [row] = await tx
        .insert(projects)
        .values({
          courseId,
          subcourseId: isAvailable ? subcourseId : null,
          projNo: index + 1,
          name: project.name,
          status: project.status,
          capacity: project.capacity,
          category: project.category,
          terms: project.terms,
          areas: project.areas,
          background: project.background,
          scope: project.scope,
          description: project.description,
          reqSkills: project.reqSkills,
          outcomes: project.outcomes,
          color: COLORS[index % COLORS.length]!,
          dateCreated: project.dateCreated,
          dateModified: project.dateCreated,
        })
        .returning({ id: projects.id });
      idByName.set(project.name, row!.id);
      const owners = project.clients.map((email) => {
        const client = clientByEmail.get(email);
        if (!client) throw new Error(`demo client ${email} is missing`);
        return client;
      });
      await tx
        .insert(projectClients)
        .values(owners.map((client) => ({ projectId: row!.id, clientId: client.id })));
      if (isAvailable) {
        await tx.insert(subcourseProjects).values({ subcourseId, projectId: row!.id });
        for (const client of owners) offeredClients.set(client.id, client);
      }
    }

    const offered = [...offeredClients.values()].sort((a, b) => a.name.localeCompare(b.name));
    await tx
      .insert(subcourseClients)
      .values(offered.map((client) => ({ subcourseId, clientId: client.id })))
      .onConflictDoNothing();
    // Each offered client gets its channel with S's course admins, as approval gives it.
    await joinClientChannels(tx, subcourseId, offered);

    const [student] = await tx
      .select({ id: students.id })
      .from(students)
      .where(eq(students.email, DEMO_ACCOUNTS.student.email));
    if (student) {
      await tx
        .update(enrolments)
        .set({ wishlist: DEMO_STUDENT_WISHLIST.map((name) => idByName.get(name)!) })
        .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, student.id)));
    }
  });
}
