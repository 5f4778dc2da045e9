import { z } from 'zod';

/** `CourseCard` (api.md §3): a parent course as listed to anyone. */
export const courseCard = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  color: z.string(),
  terms: z.array(z.number().int()),
  term_dates: z.record(z.string(), z.string()),
  is_archived: z.boolean(),
  is_client: z.boolean().optional(),
});
export type CourseCard = z.infer<typeof courseCard>;

/** `SubcourseCard` (api.md §3): one offering; `role` only for staff. */
export const subcourseCard = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  year: z.number().int(),
  term: z.number().int(),
  description: z.string(),
  color: z.string(),
  parent_course: z.string(),
  is_active: z.boolean(),
  is_archived: z.boolean(),
  role: z.enum(['course admin', 'tutor']).optional(),
});
export type SubcourseCard = z.infer<typeof subcourseCard>;

export const projectCard = z.object({
  id: z.string(),
  name: z.string(),
  proj_no: z.number().int(),
  category: z.string(),
  areas: z.array(z.string()),
  status: z.enum(['draft', 'submitted', 'available', 'unavailable']),
  capacity: z.number().int(),
  color: z.string(),
});
export type ProjectCard = z.infer<typeof projectCard>;
