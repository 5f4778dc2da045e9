import { z } from 'zod';
import { projectCard } from '../courses/course-schemas';

const experience = z.object({ title: z.string(), description: z.string() });
const preferenceIn = z.object({ project: z.string(), notes: z.string(), rank: z.number().int() });

/** Profile shapes, one per view. Each wider view extends the narrower one; nothing else leaves. */
export const studentPublic = z.object({
  id: z.string(),
  name: z.string(),
  year: z.number().int().nullable().optional(),
  experiences: z.array(experience),
  image: z.string().nullable().optional(),
});
export const studentStaff = studentPublic.extend({
  email: z.string(),
  zid: z.string(),
  subcourses: z.array(
    z.object({
      subcourse: z.string(),
      tutorial: z.string().nullable().optional(),
      group: z.string().nullable().optional(),
      draft_alloc: z.string().nullable().optional(),
    }),
  ),
});
export const studentSelf = studentPublic.extend({
  email: z.string(),
  zid: z.string(),
  user: z.literal('student'),
  role: z.literal('student'),
  subcourses: z.array(
    z.object({
      subcourse: z.string(),
      tutorial: z.string().nullable().optional(),
      group: z.string().nullable().optional(),
      preferences: z.array(preferenceIn),
      wishlist: z.array(z.string()),
    }),
  ),
});

export const clientPublic = z.object({
  id: z.string(),
  name: z.string(),
  company_name: z.string(),
  company_industry: z.string(),
  company_brief: z.string(),
  company_address: z.string(),
  contact_hours: z.string(),
  projects: z.array(projectCard),
});
export const clientContact = clientPublic.extend({ email: z.string(), phone: z.string() });
export const clientStaff = clientContact.extend({
  company_abn: z.string(),
  is_verified: z.boolean(),
  courses: z.array(z.string()),
});
const projectGroups = z.object({ project: z.string(), groups: z.array(z.string()) });
export const clientSelf = clientContact.extend({
  user: z.literal('client'),
  role: z.literal('client'),
  company_abn: z.string(),
  is_verified: z.boolean(),
  courses: z.array(z.string()),
  wishlist: z.array(projectGroups),
  preferences: z.array(projectGroups),
});

export const staffPeer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['course admin', 'tutor']),
});
export const staffSelf = staffPeer.extend({
  zid: z.string(),
  user: z.literal('staff'),
  classes: z.array(
    z.object({
      subcourse: z.string(),
      role: z.enum(['course admin', 'tutor']),
      tutorials: z.array(z.string()),
    }),
  ),
});

/** Most specific first: zod keeps the first matching member, stripping unknown keys. */
export const accountDetails = z.union([
  studentSelf,
  studentStaff,
  studentPublic,
  clientSelf,
  clientStaff,
  clientContact,
  clientPublic,
  staffSelf,
  staffPeer,
]);

export type StudentPublic = z.infer<typeof studentPublic>;
export type StudentStaff = z.infer<typeof studentStaff>;
export type StudentSelf = z.infer<typeof studentSelf>;
export type ClientPublic = z.infer<typeof clientPublic>;
export type ClientContact = z.infer<typeof clientContact>;
export type ClientStaff = z.infer<typeof clientStaff>;
export type ClientSelf = z.infer<typeof clientSelf>;
export type StaffPeer = z.infer<typeof staffPeer>;
export type StaffSelf = z.infer<typeof staffSelf>;
export type AccountDetails = z.infer<typeof accountDetails>;
