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
  /** Set when the server ended the session (not a logout), so the next page says so. */
  sessionEnded: 'sessionEnded',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * Prefixes of keys holding an account's unsent work (a peer evaluation's ratings of teammates),
 * which logout removes so that the next person at the browser cannot read them.
 */
export const PEER_DRAFT_PREFIX = 'peerDraft:';
export const ACCOUNT_DRAFT_PREFIXES: readonly string[] = [PEER_DRAFT_PREFIX];
