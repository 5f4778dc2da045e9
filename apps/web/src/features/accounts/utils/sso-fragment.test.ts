import { describe, expect, it } from 'vitest';
import { SIGN_IN_ERROR_GENERIC, SIGN_IN_ERROR_SENTENCES } from '@capstone/contracts';
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
  it("shows the product's own sentence for each known code", () => {
    for (const [code, sentence] of Object.entries(SIGN_IN_ERROR_SENTENCES)) {
      expect(ssoErrorOf(new URLSearchParams({ sso_error: code, user: 'staff' }))).toBe(sentence);
    }
    expect(ssoErrorOf(new URLSearchParams('sso_error=expired'))).toBe(
      'Sign-in expired or was already used. Please try again.',
    );
  });

  it('shows the generic sentence, never the text, for an unknown code or arbitrary text', () => {
    const spoof = 'Your account is locked, call +61 400 000 000';
    for (const text of [spoof, 'EXPIRED', 'expired.', 'toString', '__proto__', 'x'.repeat(1000)]) {
      const shown = ssoErrorOf(new URLSearchParams({ sso_error: text }));
      expect(shown, text).toBe(SIGN_IN_ERROR_GENERIC);
    }
    expect(ssoErrorOf(new URLSearchParams({ sso_error: spoof }))).not.toContain('+61');
  });

  it('answers null without an error', () => {
    expect(ssoErrorOf(new URLSearchParams(''))).toBeNull();
    expect(ssoErrorOf(new URLSearchParams('sso_error=%20'))).toBeNull();
  });
});
