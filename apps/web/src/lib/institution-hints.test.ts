import { DEFAULT_INSTITUTION, defineInstitution, parseRoster } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { examplePasteLine, universityEmailPlaceholder } from './institution-hints';

describe('universityEmailPlaceholder', () => {
  it("is UNSW's hint by default", () => {
    expect(universityEmailPlaceholder(DEFAULT_INSTITUTION)).toBe('z1234567@ad.unsw.edu.au');
  });

  it("uses another university's first domain and an id its pattern accepts", () => {
    const other = defineInstitution({
      emailDomains: ['uni.example.edu', 'example.edu'],
      idPattern: '^[A-Z]{4}\\d{4}$',
      idLabel: 'UniKey',
      timeZone: 'Europe/London',
    });
    expect(universityEmailPlaceholder(other)).toBe('aaaa1234@uni.example.edu');
    const noExample = defineInstitution({ ...other, idPattern: '^(s|u)\\d{7}$' });
    expect(universityEmailPlaceholder(noExample)).toBe('you@uni.example.edu');
  });

  it('gives no hint until the rules are known', () => {
    expect(universityEmailPlaceholder(undefined)).toBeUndefined();
  });
});

describe('examplePasteLine', () => {
  it('shows a member line that the roster parser accepts', () => {
    const line = examplePasteLine('student', DEFAULT_INSTITUTION)!;
    expect(line).toBe('Sam Student, z1234567@ad.unsw.edu.au, z1234567, H12A');
    expect(parseRoster(line, 'student', DEFAULT_INSTITUTION).rows).toHaveLength(1);
    expect(examplePasteLine('tutor', DEFAULT_INSTITUTION)).toMatch(/^Tina Tutor, /);
    expect(examplePasteLine('student', undefined)).toBeUndefined();
  });
});
