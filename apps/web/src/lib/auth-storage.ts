import { ACCOUNT_TYPES, type AccountDetails, type AccountType } from '@capstone/contracts';
import { ACCOUNT_DRAFT_PREFIXES, STORAGE_KEYS } from './storage-keys';

/** The part of `Storage` we use, so that tests can pass an in-memory map. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** As `Storage`: how many keys, and the i-th one (logout walks them for drafts). */
  readonly length: number;
  key(index: number): string | null;
}

export interface AuthSession {
  token: string;
  user: AccountType;
  id: string;
}

export interface AuthSnapshot {
  session: AuthSession | null;
  profile: AccountDetails | null;
  /** Id of the selected course (subcourse for students and staff, parent course for clients). */
  subcourse: string | null;
  isTutor: boolean;
  /** The server ended the last session and nobody has signed in since. */
  sessionEnded: boolean;
}

export const isAccountType = (value: unknown): value is AccountType =>
  typeof value === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(value);

const parseJson = (raw: string | null): unknown => {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the stored state; anything malformed reads as absent rather than throwing. */
export function readAuthSnapshot(storage: KeyValueStorage): AuthSnapshot {
  const token = storage.getItem(STORAGE_KEYS.token);
  const user = storage.getItem(STORAGE_KEYS.user);
  const id = storage.getItem(STORAGE_KEYS.id);
  const session = token && id && isAccountType(user) ? { token, user, id } : null;
  const profile = parseJson(storage.getItem(STORAGE_KEYS.profile));
  return {
    session,
    profile: session && isObject(profile) ? (profile as AccountDetails) : null,
    subcourse: session ? storage.getItem(STORAGE_KEYS.subcourse) || null : null,
    isTutor: session !== null && storage.getItem(STORAGE_KEYS.tutor) === 'true',
    sessionEnded: session === null && storage.getItem(STORAGE_KEYS.sessionEnded) === 'true',
  };
}

/** Staff whose account role is `tutor` carry the tutor flag. */
export const isTutorProfile = (profile: AccountDetails): boolean =>
  'user' in profile && profile.user === 'staff' && profile.role === 'tutor';

export function saveSession(storage: KeyValueStorage, session: AuthSession): void {
  storage.setItem(STORAGE_KEYS.token, session.token);
  storage.setItem(STORAGE_KEYS.user, session.user);
  storage.setItem(STORAGE_KEYS.id, session.id);
}

export function saveProfile(storage: KeyValueStorage, profile: AccountDetails): void {
  storage.setItem(STORAGE_KEYS.profile, JSON.stringify(profile));
  storage.setItem(STORAGE_KEYS.tutor, String(isTutorProfile(profile)));
}

export function saveSubcourse(storage: KeyValueStorage, subcourse: string | null): void {
  if (subcourse) storage.setItem(STORAGE_KEYS.subcourse, subcourse);
  else storage.removeItem(STORAGE_KEYS.subcourse);
}

/**
 * Logout clears token, user, profile, groupStatus, subcourse and tutor. We also clear id,
 * groupData and the account's unsent drafts so that nothing of the previous account stays in
 * the browser.
 */
export function clearSession(storage: KeyValueStorage): void {
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
  const drafts: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && ACCOUNT_DRAFT_PREFIXES.some((prefix) => key.startsWith(prefix))) drafts.push(key);
  }
  for (const key of drafts) storage.removeItem(key);
}
