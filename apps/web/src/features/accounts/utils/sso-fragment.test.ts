import { describe, expect, it } from 'vitest';
import { parseSsoFragment, ssoErrorOf } from './sso-fragment';

const CODE = 'Xq3v8b0J2mY9kR7tLw1cZp5sNf4hGd6eA0uIo2yTb_-';

describe('parseSsoFragment', () => {
  it('reads the one-time code the server put in the fragment', () => {
    expect(parseSsoFragment(`#code=${CODE}`)).toBe(CODE);
    expect(parseSsoFragment(`code=${CODE}`)).toBe(CODE);
  });

  it.each([
    ['an empty fragment', ''],
    ['no code', '#user=student&id=1'],
    ['an empty code', '#code='],
    ['a token instead of a code', '#access_token=eyJ.eyJ.sig&user=student&id=1'],
    ['a code with other characters', '#code=abc%2F..%2Fadmin'],
    ['an over-long code', `#code=${'a'.repeat(101)}`],
    ['an over-long fragment', `#code=${CODE}&x=${'a'.repeat(2000)}`],
  ])('answers null for %s', (_name, hash) => expect(parseSsoFragment(hash)).toBeNull());
});

describe('ssoErrorOf', () => {
  it('reads the code and its detail as the address holds them, for the page to word', () => {
    expect(
      ssoErrorOf(new URLSearchParams({ sso_error: 'no_id', user: 'staff', detail: 'no_email' })),
    ).toEqual({
      code: 'no_id',
      detail: 'no_email',
    });
    expect(ssoErrorOf(new URLSearchParams('sso_error=expired'))).toEqual({
      code: 'expired',
      detail: null,
    });
  });

  it('answers null without an error', () => {
    expect(ssoErrorOf(new URLSearchParams(''))).toBeNull();
    expect(ssoErrorOf(new URLSearchParams('sso_error=%20&detail=no_email'))).toBeNull();
  });
});
