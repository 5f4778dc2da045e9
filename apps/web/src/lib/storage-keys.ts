/** The browser-held state, under exactly these localStorage keys. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  id: 'id',
  profile: 'profile',
  groupStatus: 'groupStatus',
  subcourse: 'subcourse',
  tutor: 'tutor',
  groupData: 'groupData',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
