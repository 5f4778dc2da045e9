import type { AccountDetails } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import {
  clearSession,
  isTutorProfile,
  readAuthSnapshot,
  saveProfile,
  saveSession,
} from './auth-storage';
import { createAuthStore } from './auth-store';
import { createMemoryStorage } from './memory-storage.test-util';

const staff = (role: 'tutor' | 'course admin'): AccountDetails => ({
  id: 's1',
  name: 'Sam Staff',
  email: 'z1234567@ad.unsw.edu.au',
  zid: 'z1234567',
  user: 'staff',
  role,
  classes: [],
});

describe('auth storage', () => {
  it('reads nothing from empty storage', () => {
    expect(readAuthSnapshot(createMemoryStorage())).toEqual({
      session: null,
      profile: null,
      subcourse: null,
      isTutor: false,
      sessionEnded: false,
    });
  });

  it('stores the login response under the spec keys token, user and id', () => {
    const storage = createMemoryStorage();
    saveSession(storage, { token: 't', user: 'client', id: 'c1' });
    expect(storage.dump()).toEqual({ token: 't', user: 'client', id: 'c1' });
    expect(readAuthSnapshot(storage).session).toEqual({ token: 't', user: 'client', id: 'c1' });
  });

  it('ignores a session with an unknown user type or a missing token', () => {
    expect(
      readAuthSnapshot(createMemoryStorage({ token: 't', user: 'admin', id: '1' })).session,
    ).toBeNull();
    expect(readAuthSnapshot(createMemoryStorage({ user: 'student', id: '1' })).session).toBeNull();
  });

  it('reads a corrupt profile as absent instead of throwing', () => {
    const storage = createMemoryStorage({ token: 't', user: 'student', id: '1', profile: '{oops' });
    expect(readAuthSnapshot(storage).profile).toBeNull();
  });

  it('sets the tutor flag only for staff whose role is tutor', () => {
    const storage = createMemoryStorage();
    saveSession(storage, { token: 't', user: 'staff', id: 's1' });
    saveProfile(storage, staff('tutor'));
    expect(storage.getItem('tutor')).toBe('true');
    expect(readAuthSnapshot(storage).isTutor).toBe(true);
    saveProfile(storage, staff('course admin'));
    expect(storage.getItem('tutor')).toBe('false');
    expect(isTutorProfile(staff('course admin'))).toBe(false);
  });

  it('logout removes every key of the browser-held state', () => {
    const storage = createMemoryStorage({
      token: 't',
      user: 'student',
      id: '1',
      profile: '{}',
      groupStatus: 'x',
      subcourse: 'sc',
      tutor: 'false',
      groupData: '{}',
      'peerDraft:1:round': '{"ratings":{}}',
      'peerDraft:2:round': '{}',
      unrelated: 'kept',
    });
    clearSession(storage);
    expect(storage.dump()).toEqual({ unrelated: 'kept' });
  });
});

describe('auth store', () => {
  it('notifies subscribers and tracks the user type through login and logout', () => {
    const store = createAuthStore(createMemoryStorage());
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    expect(store.getState().userType).toBe('student');
    store.setUserType('client');
    expect(store.getState().userType).toBe('client');
    store.login({ token: 't', user: 'staff', id: 's1' });
    expect(store.getState().userType).toBe('staff');
    store.selectCourse('sc1');
    expect(store.getState().subcourse).toBe('sc1');
    store.logout();
    expect(store.getState()).toMatchObject({ session: null, subcourse: null, userType: 'student' });
    expect(calls).toBe(4);
    unsubscribe();
    store.setUserType('client');
    expect(calls).toBe(4);
  });

  it('remembers a session the server ended until the visitor signs in or has been told', () => {
    const store = createAuthStore(createMemoryStorage());
    store.login({ token: 't', user: 'student', id: 's1' });
    store.logout();
    expect(store.getState().sessionEnded).toBe(false);
    store.login({ token: 't', user: 'student', id: 's1' });
    store.logout({ ended: true });
    expect(store.getState()).toMatchObject({ session: null, sessionEnded: true });
    store.acknowledgeSessionEnded();
    expect(store.getState().sessionEnded).toBe(false);
    store.logout({ ended: true });
    store.login({ token: 't2', user: 'student', id: 's1' });
    expect(store.getState().sessionEnded).toBe(false);
  });

  it('keeps the same state object between changes (useSyncExternalStore needs that)', () => {
    const store = createAuthStore(createMemoryStorage());
    expect(store.getState()).toBe(store.getState());
  });
});
