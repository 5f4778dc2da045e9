import { describe, expect, it } from 'vitest';
import { DEFAULT_INSTITUTION, defineInstitution, holdsEmailOrUniversityId } from '../../src';

const holds = (text: string) => holdsEmailOrUniversityId(DEFAULT_INSTITUTION, text);

describe('free text kept for good (api.md §21.5)', () => {
  it('finds an email anywhere in the text, whatever surrounds it', () => {
    for (const text of [
      'ask sue.dent@unsw.edu.au',
      'Contact <sue@example.com>, please',
      'appeal (s@x.io)',
      'a@b@c.io',
    ]) {
      expect(holds(text), text).toBe(true);
    }
  });

  it('finds a university id, in any case, next to punctuation', () => {
    for (const text of [
      'Sue Dent z5123456 appeal pending',
      'appeal of Z5123456.',
      '(z5123456)',
      "z5123456's appeal",
      'id:z5123456',
    ]) {
      expect(holds(text), text).toBe(true);
    }
  });

  it('lets ordinary reasons through', () => {
    for (const text of [
      'Academic appeal still open',
      'Appeal @ faculty level, decision due in May',
      'Ticket 51234567 with the registrar',
      'z512345 is too short to be an id; email@ alone is no address',
      '',
    ]) {
      expect(holds(text), text).toBe(false);
    }
  });

  it("uses the institution's own id pattern", () => {
    const other = defineInstitution({
      emailDomains: ['uni.example.edu'],
      idPattern: '^[A-Z]{4}\\d{4}$',
      idLabel: 'UniKey',
      timeZone: 'Europe/London',
    });
    expect(holdsEmailOrUniversityId(other, 'student abcd1234 appeal')).toBe(true);
    expect(holdsEmailOrUniversityId(other, 'student z5123456 appeal')).toBe(false);
  });

  it('answers at once on long, hostile text', () => {
    const hostile = [
      '@'.repeat(50_000),
      `a${'!'.repeat(50_000)}b`,
      `${'a.'.repeat(25_000)}@`,
      'z1'.repeat(50_000),
    ];
    const started = performance.now();
    for (const text of hostile) expect(holds(text)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
