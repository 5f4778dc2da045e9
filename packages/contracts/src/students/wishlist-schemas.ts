import { z } from 'zod';
import { idParam, requiredString } from '../common/fields';
import { LIMITS } from '../common/limits';
import { missingRequiredField } from '../courses/course-messages';
import { projectCard } from '../courses/course-schemas';

const id = (field: string) =>
  requiredString(field, missingRequiredField(field), LIMITS.id, `${field} must be an id`);

/** PUT /api/student/update/wishlist and /api/student/remove/wishlist */
export const wishlistBody = z.object({
  project_id: id('project_id'),
  subcourse_id: id('subcourse_id'),
});
export type WishlistBody = z.infer<typeof wishlistBody>;

/** GET /api/student/liked/{projectId}/{subcourseId} */
export const likedParams = z.object({ projectId: idParam, subcourseId: idParam });
export const likedResponse = z.object({ liked: z.boolean() });
export type LikedResponse = z.infer<typeof likedResponse>;

/** GET /api/student/wishlist/{subcourseId}/{studentId}: one entry, the student's wishlist. */
export const studentWishlistParams = z.object({ subcourseId: idParam, studentId: idParam });
export const studentWishlistEntry = z.object({
  id: z.string(),
  name: z.string(),
  wishlist: z.array(projectCard),
});
export const studentWishlistResponse = z.array(studentWishlistEntry);
export type StudentWishlistEntry = z.infer<typeof studentWishlistEntry>;
