import type { MemberEntry } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_EMAIL_COLORS,
  accessEmailLabel,
  accessEmailWhen,
  canResendAccessCode,
  externalSignInLabel,
  signInText,
} from './access-email';

const at = new Date(2026, 2, 4, 17, 6).toISOString();
const withState = (
  access_email: MemberEntry['access_email'],
  external_sign_in: MemberEntry['external_sign_in'] = [],
) => ({ access_email, external_sign_in });

describe('access-code email in the members table', () => {
  it('words each state, so the colour is never the only cue', () => {
    expect(accessEmailLabel(withState({ status: 'sent', at }))).toBe('Access code sent');
    expect(accessEmailLabel(withState({ status: 'pending', at }))).toBe('Waiting to send');
    expect(accessEmailLabel(withState({ status: 'failed', at }))).toBe('Email failed');
    expect(accessEmailLabel(withState({ status: 'unrecorded', at: null }))).toBe(
      'No email on record',
    );
    expect(accessEmailLabel(withState(null))).toBe('');
  });

  it('gives each state its own colour', () => {
    expect(new Set(Object.values(ACCESS_EMAIL_COLORS)).size).toBe(4);
  });

  it('says when it was sent, or else when it was queued', () => {
    expect(accessEmailWhen(withState({ status: 'sent', at }))).toBe('Sent 04/03/2026 05:06 PM');
    expect(accessEmailWhen(withState({ status: 'failed', at }))).toBe('Queued 04/03/2026 05:06 PM');
    expect(accessEmailWhen(withState({ status: 'unrecorded', at: null }))).toBe(
      'Imported before emails were recorded',
    );
    expect(accessEmailWhen(withState(null))).toBeNull();
  });

  it('offers Resend to managers on members still without a password, in any state', () => {
    for (const status of ['sent', 'pending', 'failed'] as const) {
      expect(canResendAccessCode(withState({ status, at }), true)).toBe(true);
      expect(canResendAccessCode(withState({ status, at }), false)).toBe(false);
    }
    expect(canResendAccessCode(withState({ status: 'unrecorded', at: null }), true)).toBe(true);
    expect(canResendAccessCode(withState(null), true)).toBe(false);
  });

  it('says how a member signs in without a password, and offers no code to them', () => {
    const learner = withState({ status: 'unrecorded', at: null }, ['lms']);
    expect(externalSignInLabel(learner)).toBe('Signs in through the LMS');
    expect(externalSignInLabel(withState(null, ['university']))).toBe(
      'Signs in with a university account',
    );
    expect(externalSignInLabel(withState(null, ['university', 'lms']))).toBe(
      'Signs in with a university account or through the LMS',
    );
    expect(externalSignInLabel(withState(null))).toBeNull();
    expect(signInText(learner)).toBe('Signs in through the LMS');
    expect(signInText(withState({ status: 'failed', at }))).toBe('Email failed');
    expect(signInText(withState(null))).toBe('Password set');
    expect(canResendAccessCode(learner, true)).toBe(false);
  });
});
