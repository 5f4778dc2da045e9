import type { GroupDetail, GroupView, StudentWishlistEntry } from '@capstone/contracts';

/** The group shapes come from the contracts; the screens add two helpers. */
export type {
  GroupDetail,
  GroupLink,
  GroupMember,
  GroupRow,
  GroupView,
  PreferenceOut,
} from '@capstone/contracts';

/** Members and staff get the detail view; other students get the row. */
export const isGroupDetail = (group: GroupView): group is GroupDetail => 'links' in group;

/** GET /api/group/wishlist/{groupId}/{subcourseId}: one `{id, name, wishlist}` per member. */
export type MemberWishlist = StudentWishlistEntry;
