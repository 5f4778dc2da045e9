import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INSTITUTION,
  defineInstitution,
  idPatternProblem,
  institutionFromPublicConfig,
  InstitutionError,
  isUniversityEmail,
  MEMBER_MESSAGES,
  MESSAGES,
  withIdPrefix,
  type InstitutionSettings,
} from '../../src';

const other: InstitutionSettings = {
  emailDomains: ['uni.example.edu', 'example.edu'],
  idPattern: '^[A-Z]{4}\\d{4}$',
  idLabel: 'UniKey',
  timeZone: 'Europe/London',
};

describe('the default institution', () => {
  it("keeps the spec's messages word for word", () => {
    const { messages } = DEFAULT_INSTITUTION;
    expect(messages.emailLogin).toBe(MESSAGES.emailUnswLogin);
    expect(messages.emailRegister).toBe(MESSAGES.emailUnswRegister);
    expect(messages.idFormat).toBe(MESSAGES.zidFormat);
    expect(messages.idMismatch).toBe(MESSAGES.zidMismatch);
    expect(messages.idInUse).toBe(MESSAGES.zidInUse);
    expect(messages.idInUseWithOtherEmail).toBe(MEMBER_MESSAGES.zidInUseWithOtherEmail);
    expect(messages.duplicateId(7)).toBe(
      'The same zID appears again on line 7; that later row is used',
    );
    expect([
      MESSAGES.emailUnswLogin,
      MESSAGES.emailUnswRegister,
      MESSAGES.zidFormat,
      MESSAGES.zidMismatch,
    ]).toEqual([
      'Email must be UNSW email',
      'Email must be unsw email',
      'zId is in invalid format.',
      'zID must match with email',
    ]);
  });

  it('decides emails exactly as the old `^z[0-9]{7}@(ad\\.unsw\\.edu\\.au|unsw\\.edu\\.au)$`', () => {
    const old = /^z[0-9]{7}@(ad\.unsw\.edu\.au|unsw\.edu\.au)$/;
    const locals = ['z1234567', 'z123456', 'z12345678', 'a1234567', 'z123456a', '', 'z1234567@z'];
    const domains = ['ad.unsw.edu.au', 'unsw.edu.au', 'student.unsw.edu.au', 'adxunsw.edu.au', ''];
    for (const local of locals) {
      for (const domain of domains) {
        const email = `${local}@${domain}`;
        expect(isUniversityEmail(DEFAULT_INSTITUTION, email), email).toBe(old.test(email));
      }
    }
    expect(isUniversityEmail(DEFAULT_INSTITUTION, 'z1234567')).toBe(false);
  });

  it('gives its hints: an example id and the letters an id number may lack', () => {
    expect(DEFAULT_INSTITUTION.exampleId).toBe('z1234567');
    expect(withIdPrefix(DEFAULT_INSTITUTION, ' 1234567 ')).toBe('z1234567');
    expect(withIdPrefix(DEFAULT_INSTITUTION, '123456')).toBe('123456');
    expect(withIdPrefix(DEFAULT_INSTITUTION, 'z1234567')).toBe('z1234567');
  });
});

describe('another institution', () => {
  const institution = defineInstitution(other);

  it('words the same rules with its own label and domains', () => {
    expect(institution.messages).toMatchObject({
      emailLogin: 'Email must be a university email ending in @uni.example.edu or @example.edu',
      emailRegister: 'Email must be a university email ending in @uni.example.edu or @example.edu',
      idFormat: 'UniKey is in invalid format.',
      idMismatch: 'UniKey must match with email',
      idInUse: 'UniKey already in use',
      idInUseWithOtherEmail: 'UniKey already in use with another email',
    });
    expect(institution.messages.duplicateId(3)).toBe(
      'The same UniKey appears again on line 3; that later row is used',
    );
    const one = defineInstitution({ ...other, emailDomains: ['a.edu', 'b.edu', 'c.edu'] });
    expect(one.messages.emailLogin).toBe(
      'Email must be a university email ending in @a.edu, @b.edu or @c.edu',
    );
  });

  it('keeps the UNSW words for the UNSW domains in either order', () => {
    const swapped = defineInstitution({
      ...other,
      emailDomains: ['UNSW.edu.au', 'ad.unsw.edu.au'],
    });
    expect(swapped.messages.emailRegister).toBe(MESSAGES.emailUnswRegister);
    expect(swapped.messages.idFormat).toBe('UniKey is in invalid format.');
  });

  it('matches ids whole and in any case, and emails only at its domains', () => {
    expect(institution.idRe.test('adal1234')).toBe(true);
    expect(institution.idRe.test('ADAL1234')).toBe(true);
    expect(institution.idRe.test('xadal1234')).toBe(false);
    expect(isUniversityEmail(institution, 'adal1234@example.edu')).toBe(true);
    expect(isUniversityEmail(institution, 'adal1234@sub.example.edu')).toBe(false);
    expect(isUniversityEmail(institution, 'z1234567@ad.unsw.edu.au')).toBe(false);
    expect(institution.exampleId).toBe('aaaa1234');
    // No letters to add: an id number is left as it came.
    expect(withIdPrefix(institution, '1234')).toBe('1234');
  });

  it('adds the leading letters of a pattern that has them', () => {
    const s = defineInstitution({ ...other, idPattern: '^sz?\\d{6}$' });
    expect(s.idPrefix).toBe('s');
    expect(withIdPrefix(s, '123456')).toBe('s123456');
    expect(withIdPrefix(s, '12345')).toBe('12345');
  });

  it('round-trips through the public config answer', () => {
    const read = institutionFromPublicConfig({
      university: {
        email_domains: [...institution.emailDomains],
        id_pattern: institution.idPattern,
        id_label: institution.idLabel,
        time_zone: institution.timeZone,
      },
    });
    expect(read).toMatchObject(other);
    expect(read.messages.idFormat).toBe(institution.messages.idFormat);
  });
});

describe('settings that cannot work', () => {
  it.each([
    [{ emailDomains: [] }, 'emailDomains'],
    [{ emailDomains: [' , '] }, 'emailDomains'],
    [{ emailDomains: ['example'] }, 'emailDomains'],
    [{ emailDomains: ['exa mple.edu'] }, 'emailDomains'],
    [{ emailDomains: ['-bad.edu'] }, 'emailDomains'],
    [{ emailDomains: Array.from({ length: 21 }, (_, i) => `d${i}.edu`) }, 'emailDomains'],
    [{ idPattern: '' }, 'idPattern'],
    [{ idPattern: '[' }, 'idPattern'],
    [{ idLabel: '' }, 'idLabel'],
    [{ idLabel: '<script>' }, 'idLabel'],
    [{ timeZone: 'Sydney' }, 'timeZone'],
  ] as const)('%o is refused, naming %s', (change, setting) => {
    let caught: unknown;
    try {
      defineInstitution({ ...other, ...change });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InstitutionError);
    expect((caught as InstitutionError).setting).toBe(setting);
  });
});

describe('id patterns that could take exponential time are refused', () => {
  it.each([
    ['^(a+)+$', /exponential/],
    ['^(a*)*b$', /exponential/],
    ['^(a|aa)+$', /exponential/],
    ['^(?:\\d|\\d\\d){2,30}$', /exponential/],
    ['^((ab)+c)*$', /exponential/],
    ['^(a)\\1$', /back-references/],
    ['^(?<x>a)\\k<x>$', /back-references/],
    ['^a*b*c*d*e*f*g*$', /at most 6/],
    [`^${'a'.repeat(201)}$`, /at most 200/],
    ['(', /not a valid/],
  ])('%s', (source, reason) => {
    expect(idPatternProblem(source)).toMatch(reason);
  });

  it.each([
    '^z[0-9]{7}$',
    '[a-z]{2}\\d{6}',
    '^(s|u)\\d{7}$',
    '^(?:[a-z]{4})\\d{4}$',
    '^\\d{8}$|^[a-z]\\d{7}$',
    '^[a-z]+\\d*$',
    '^a\\(b\\)+$',
    '^[(]+x$',
  ])('%s is fine', (source) => {
    expect(idPatternProblem(source)).toBeUndefined();
  });
});
