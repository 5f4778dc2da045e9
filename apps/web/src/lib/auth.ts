import { useSyncExternalStore } from 'react';
import { createAuthStore, isAuthStorageKey, type AuthState } from './auth-store';

/** The app's one auth store, backed by localStorage and kept in step across tabs. */
export const auth = createAuthStore(window.localStorage);

window.addEventListener('storage', (event) => {
  if (isAuthStorageKey(event.key)) auth.refresh();
});

export function useAuth(): AuthState {
  return useSyncExternalStore(auth.subscribe, auth.getState, auth.getState);
}
