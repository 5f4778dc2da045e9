import type { DeletionCheckResponse } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { blockerLines, deletionStep, withdrawRequest } from './deletion-step';

const NOW = Date.parse('2026-11-27T05:00:00Z');
const check = (fields: Partial<DeletionCheckResponse>): DeletionCheckResponse => ({
  has_password: true,
  recent_sign_in_until: null,
  blocked_by: [],
  ...fields,
});
const blocker = (project: string, code: string, name: string) => ({
  project: { id: `p-${project}`, name: project },
  offering: { id: `s-${code}-${name}`, code, name },
});

describe('deletionStep', () => {
  it('asks a password account for its password', () => {
    expect(deletionStep(check({}), NOW)).toBe('password');
  });

  it('asks an account without a password to type DELETE while its sign-in is recent', () => {
    const recent = check({ has_password: false, recent_sign_in_until: '2026-11-27T05:04:00Z' });
    expect(deletionStep(recent, NOW)).toBe('type-delete');
  });

  it('asks it to sign in again once the sign-in is too old, or its end is unreadable', () => {
    for (const until of [null, '2026-11-27T04:59:59Z', 'not a date']) {
      const old = check({ has_password: false, recent_sign_in_until: until });
      expect(deletionStep(old, NOW), String(until)).toBe('sign-in-again');
    }
  });

  it('lets nothing be typed while a project blocks, whatever the account', () => {
    const blocked = [blocker('Ocean Sensors', 'COMP3900', '2025T1')];
    expect(deletionStep(check({ blocked_by: blocked }), NOW)).toBe('blocked');
    const noPassword = check({
      has_password: false,
      recent_sign_in_until: '2026-11-27T05:04:00Z',
      blocked_by: blocked,
    });
    expect(deletionStep(noPassword, NOW)).toBe('blocked');
  });
});

describe('blockerLines', () => {
  it('names each project with its offering', () => {
    const blocked = check({
      blocked_by: [
        blocker('Ocean Sensors', 'COMP3900', '2025T1'),
        blocker('Bridge Monitor', 'COMP9900', '2025T3'),
      ],
    });
    expect(blockerLines(blocked)).toEqual([
      'Ocean Sensors, in COMP3900 2025T1',
      'Bridge Monitor, in COMP9900 2025T3',
    ]);
  });
});

describe('withdrawRequest', () => {
  const ocean = blocker('Ocean Sensors', 'COMP3900', '2025T1');
  const ask = (...blocked: DeletionCheckResponse['blocked_by']) =>
    withdrawRequest(check({ blocked_by: blocked }));

  it('names the one offering to ask, or asks each', () => {
    expect(ask(ocean)).toBe(
      'Ask the course staff of COMP3900 2025T1 to withdraw it, then delete your account.',
    );
    expect(ask(ocean, blocker('Bridge Monitor', 'COMP3900', '2025T1'))).toBe(
      'Ask the course staff of COMP3900 2025T1 to withdraw them, then delete your account.',
    );
    expect(ask(ocean, blocker('Bridge Monitor', 'COMP9900', '2025T3'))).toBe(
      'Ask the course staff of each of those offerings to withdraw them, then delete your account.',
    );
  });
});
