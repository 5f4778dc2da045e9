import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_ERROR_CODES,
  SIGN_IN_ERROR_DETAILS,
  SIGN_IN_ERROR_GENERIC,
  signInRefusalText,
  type RefusalFacts,
} from '../../src';

const UNSW: RefusalFacts = {
  provider: 'UNSW',
  emailDomains: ['ad.unsw.edu.au', 'unsw.edu.au'],
  idLabel: 'zID',
  passwordAllowed: true,
};

describe('signInRefusalText after university sign-in', () => {
  it('says the account has no university address, and who adds one', () => {
    expect(signInRefusalText('not_university', null, 'university', UNSW)).toBe(
      "Your UNSW account has no @ad.unsw.edu.au or @unsw.edu.au email address. Ask your university's IT service desk to add one, or sign in with a password.",
    );
    const one = { ...UNSW, emailDomains: ['uni.example'], provider: 'Example Uni' };
    expect(signInRefusalText('not_university', null, 'university', one)).toBe(
      "Your Example Uni account has no @uni.example email address. Ask your university's IT service desk to add one, or sign in with a password.",
    );
  });

  it('offers a password only to account types that have one (SSO_ONLY)', () => {
    const staffOnly = { ...UNSW, passwordAllowed: false };
    const text = signInRefusalText('not_university', null, 'university', staffOnly);
    expect(text).toMatch(/add one\.$/);
    expect(text).not.toContain('password');
  });

  it('keeps the staff-tab refusal clear', () => {
    expect(signInRefusalText('not_staff', null, 'university', UNSW)).toMatch(
      /^Your UNSW account is not a staff account\. If you are a student, sign in on the Student tab;/,
    );
  });

  it('words each cause of no_id differently, each naming who fixes it', () => {
    const texts = SIGN_IN_ERROR_DETAILS.map((detail) =>
      signInRefusalText('no_id', detail, 'university', UNSW),
    );
    expect(new Set(texts).size).toBe(SIGN_IN_ERROR_DETAILS.length);
    expect(texts[0]).toContain('did not give Capstone a confirmed email address');
    expect(texts[1]).toContain('did not give Capstone your zID');
    expect(texts.slice(0, 3).every((text) => text.includes('IT service desk'))).toBe(true);
    expect(texts[3]).toContain('Another Capstone account already uses your email address or zID');
  });

  it('uses plain words while the settings are not known', () => {
    expect(signInRefusalText('not_university', null, 'university')).toBe(
      "Your university account has no university email address. Ask your university's IT service desk to add one, or sign in with a password.",
    );
  });
});

describe('signInRefusalText after a launch from the LMS', () => {
  it('says the LMS sent no university address, and that the teacher or LMS administrator fixes it', () => {
    const text = signInRefusalText('not_university', null, 'lms', UNSW);
    expect(text).toBe(
      'The email address your LMS has for you is not a university address (@ad.unsw.edu.au or @unsw.edu.au). Ask your teacher or the LMS administrator to use your university email address in the LMS, then open Capstone from your course again.',
    );
  });

  it('words a missing email and a missing id apart, never as the university sign-in does', () => {
    const email = signInRefusalText('no_id', 'no_email', 'lms', UNSW);
    const id = signInRefusalText('no_id', 'no_university_id', 'lms', UNSW);
    expect(email).toContain('Your LMS did not send Capstone your email address');
    expect(id).toContain('Your LMS did not send Capstone your zID');
    for (const text of [email, id]) {
      expect(text).toContain('Ask your teacher or the LMS administrator');
      expect(text).not.toContain('IT service desk');
    }
  });
});

describe('signInRefusalText and the address', () => {
  it('has a sentence for every code, in both places', () => {
    for (const place of ['university', 'lms'] as const) {
      for (const code of SIGN_IN_ERROR_CODES) {
        const text = signInRefusalText(code, null, place, UNSW);
        expect(text, `${place} ${code}`).toMatch(/^[A-Z].*\.$/);
        expect(text).not.toBe(SIGN_IN_ERROR_GENERIC);
      }
    }
  });

  it('shows the generic sentence, never the text, for an unknown code or arbitrary text', () => {
    const spoof = 'Your account is locked, call +61 400 000 000';
    for (const code of [spoof, 'EXPIRED', 'expired.', 'toString', '__proto__', 'x'.repeat(1000)]) {
      expect(signInRefusalText(code, null, 'university', UNSW), code).toBe(SIGN_IN_ERROR_GENERIC);
      expect(signInRefusalText(code, 'no_email', 'lms', UNSW), code).toBe(SIGN_IN_ERROR_GENERIC);
    }
    expect(signInRefusalText(null, null, 'university')).toBe(SIGN_IN_ERROR_GENERIC);
  });

  it('words the code alone when the detail is unknown', () => {
    const plain = signInRefusalText('no_id', null, 'university', UNSW);
    expect(signInRefusalText('no_id', 'call +61 400', 'university', UNSW)).toBe(plain);
    expect(signInRefusalText('no_id', '__proto__', 'university', UNSW)).toBe(plain);
  });
});
