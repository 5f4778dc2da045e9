import { describe, expect, it } from 'vitest';
import { parseSsoFragment, ssoErrorOf } from './sso-fragment';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
const ID = '0b0c6a7e-2f51-4a43-9d2e-6f1f4d7c1a10';

describe('parseSsoFragment', () => {
  it('reads the session the server put in the fragment', () => {
    expect(parseSsoFragment(`#access_token=${TOKEN}&user=staff&id=${ID}`)).toEqual({
      access_token: TOKEN,
      user: 'staff',
      id: ID,
    });
    expect(parseSsoFragment(`access_token=${TOKEN}&user=student&id=${ID}`)?.user).toBe('student');
  });

  it.each([
    ['an empty fragment', ''],
    ['no token', `#user=student&id=${ID}`],
    ['a token that is not a JWT', `#access_token=abc&user=student&id=${ID}`],
    ['a client', `#access_token=${TOKEN}&user=client&id=${ID}`],
    ['an unknown user', `#access_token=${TOKEN}&user=admin&id=${ID}`],
    ['no id', `#access_token=${TOKEN}&user=student`],
    ['an id with a path in it', `#access_token=${TOKEN}&user=student&id=..%2Fadmin`],
    ['an over-long token', `#access_token=${'a'.repeat(5000)}.b.c&user=student&id=${ID}`],
  ])('answers null for %s', (_name, hash) => expect(parseSsoFragment(hash)).toBeNull());
});

describe('ssoErrorOf', () => {
  it('reads the message the server sent, decoded', () => {
    const search = new URLSearchParams('sso_error=Sign-in+was+cancelled&user=staff');
    expect(ssoErrorOf(search)).toBe('Sign-in was cancelled');
  });

  it('answers null without one, and keeps a long one short', () => {
    expect(ssoErrorOf(new URLSearchParams(''))).toBeNull();
    expect(ssoErrorOf(new URLSearchParams('sso_error=%20'))).toBeNull();
    expect(ssoErrorOf(new URLSearchParams(`sso_error=${'x'.repeat(1000)}`))).toHaveLength(300);
  });
});
