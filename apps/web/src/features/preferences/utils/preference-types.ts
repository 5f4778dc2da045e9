import {
  GROUP_PREFERENCE_COUNT,
  type PreferenceIn,
  type PreferenceOut,
  type SuggestedPreference,
} from '@capstone/contracts';

/** Ranked project slots of every ranking form. */
export const RANK_COUNT = GROUP_PREFERENCE_COUNT;

/** `PreferenceIn`: what a submit sends. */
export type PreferenceEntry = PreferenceIn;

/** `PreferenceOut`: what the preference reads return, sorted by rank. */
export type RankedProject = PreferenceOut;

/** One entry of GET /api/group/preference/auto/{subcourseId}/{groupId}: notes are not carried. */
export type SuggestedRank = SuggestedPreference;

/** One member's wishlist (GET /api/student/wishlist and /api/group/wishlist). */
export type { StudentWishlistEntry as WishlistEntry } from '@capstone/contracts';

export interface SubmitPreferencesBody {
  proj_preferences: PreferenceEntry[];
  is_draft: boolean;
}

export interface MessageResponse {
  message: string;
}
