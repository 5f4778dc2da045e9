import type { AccountDetails, AccountType } from '@capstone/contracts';
import {
  clearSession,
  readAuthSnapshot,
  saveProfile,
  saveSession,
  saveSubcourse,
  type AuthSession,
  type AuthSnapshot,
  type KeyValueStorage,
} from './auth-storage';
import { STORAGE_KEYS } from './storage-keys';

export interface AuthState extends AuthSnapshot {
  /** The account type in use: the session's, or the one picked on the login tabs (default student). */
  userType: AccountType;
}

export interface AuthStore {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  login(session: AuthSession): void;
  setProfile(profile: AccountDetails): void;
  selectCourse(subcourse: string | null): void;
  setUserType(userType: AccountType): void;
  /**
   * Clears the session. `ended` marks a session the server ended (expired, revoked), so the
   * guard sends the visitor to sign in again and back, instead of to the landing page.
   */
  logout(options?: { ended?: boolean }): void;
  /** Forgets that a session ended, once the visitor has been told. */
  acknowledgeSessionEnded(): void;
  /** Re-reads storage, e.g. after another tab changed it. */
  refresh(): void;
}

const STORAGE_KEY_SET: ReadonlySet<string> = new Set(Object.values(STORAGE_KEYS));
export const isAuthStorageKey = (key: string | null) => key === null || STORAGE_KEY_SET.has(key);

/** An observable wrapper around the stored state; React reads it with useSyncExternalStore. */
export function createAuthStore(storage: KeyValueStorage): AuthStore {
  const listeners = new Set<() => void>();
  let userType: AccountType = 'student';
  const read = (): AuthState => {
    const snapshot = readAuthSnapshot(storage);
    return { ...snapshot, userType: snapshot.session?.user ?? userType };
  };
  let state = read();
  const emit = () => {
    state = read();
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login(session) {
      storage.removeItem(STORAGE_KEYS.sessionEnded);
      saveSession(storage, session);
      userType = session.user;
      emit();
    },
    setProfile(profile) {
      saveProfile(storage, profile);
      emit();
    },
    selectCourse(subcourse) {
      saveSubcourse(storage, subcourse);
      emit();
    },
    setUserType(next) {
      if (next === userType) return;
      userType = next;
      emit();
    },
    logout(options) {
      clearSession(storage);
      if (options?.ended) storage.setItem(STORAGE_KEYS.sessionEnded, 'true');
      userType = 'student';
      emit();
    },
    acknowledgeSessionEnded() {
      if (storage.getItem(STORAGE_KEYS.sessionEnded) === null) return;
      storage.removeItem(STORAGE_KEYS.sessionEnded);
      emit();
    },
    refresh: emit,
  };
}
