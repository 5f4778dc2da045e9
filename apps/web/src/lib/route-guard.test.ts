import { describe, expect, it } from 'vitest';
import { getGuardRedirect, isPublicPath, returnPath, sessionEndedLogin } from './route-guard';

describe('routing rules (spec 1 §2)', () => {
  it.each([
    '/',
    '/login',
    '/register',
    '/forgot-password/student',
    '/forgot-password/client/',
    '/sso/complete',
    '/privacy',
  ])('lets a logged-out visitor open %s', (path) =>
    expect(getGuardRedirect(path, false)).toBeNull(),
  );

  it('lets a logged-out visitor open any /reset-password path', () => {
    expect(getGuardRedirect('/reset-password/verify/staff/a%40b.com', false)).toBeNull();
  });

  it('lets a logged-out visitor open the verify-email page of a new account', () => {
    expect(getGuardRedirect('/verify-email/client/a%40b.com', false)).toBeNull();
    expect(isPublicPath('/verify-emailx')).toBe(false);
  });

  it.each([
    '/dash',
    '/chat',
    '/forgot-password/admin',
    '/forgot-password',
    '/student/profile',
    '/nowhere',
  ])('sends a logged-out visitor on %s to /', (path) =>
    expect(getGuardRedirect(path, false)).toBe('/'),
  );

  it.each(['/login', '/register', '/login/'])('sends a logged-in user on %s to /dash', (path) =>
    expect(getGuardRedirect(path, true)).toBe('/dash'),
  );

  it.each(['/', '/dash', '/chat', '/unknown', '/sso/complete'])(
    'leaves a logged-in user on %s',
    (path) => expect(getGuardRedirect(path, true)).toBeNull(),
  );

  it('does not treat look-alike prefixes as public', () => {
    expect(isPublicPath('/loginx')).toBe(false);
    expect(isPublicPath('/registered')).toBe(false);
  });

  it('drops trailing slashes in linear time, however many there are (api.md §20.4)', () => {
    const started = performance.now();
    expect(isPublicPath(`/login${'/'.repeat(100_000)}`)).toBe(true);
    expect(isPublicPath(`${'/'.repeat(100_000)}x/`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('sends a visitor whose session ended to sign in again, keeping the page to come back to', () => {
    const ended = { sessionEnded: true, search: '?tab=2' };
    expect(getGuardRedirect('/student/profile', false, ended)).toBe(
      '/login?session=ended&next=%2Fstudent%2Fprofile%3Ftab%3D2',
    );
    expect(getGuardRedirect('/privacy', false, ended)).toBeNull();
    expect(getGuardRedirect('/dash', true, ended)).toBeNull();
  });

  it('comes back only to a page of this site that needs a session', () => {
    expect(returnPath('/student/profile?tab=2')).toBe('/student/profile?tab=2');
    expect(
      returnPath(new URLSearchParams(sessionEndedLogin('/chat').split('?')[1]).get('next')),
    ).toBe('/chat');
    for (const next of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/login',
      '/',
    ])
      expect(returnPath(next), String(next)).toBe('/dash');
  });
});
