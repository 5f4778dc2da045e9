import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_INSTITUTION, MESSAGES } from '@capstone/contracts';
import { ConfigError, loadConfig } from '../../src/config/config';

const load = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'capstone-uni-')), ...env });

describe('institution settings from the environment', () => {
  it("defaults to UNSW's domains, zID rule and Sydney time, with the spec's words", () => {
    const { institution } = load();
    expect(institution).toBe(DEFAULT_INSTITUTION);
    expect(institution).toMatchObject({
      emailDomains: ['ad.unsw.edu.au', 'unsw.edu.au'],
      idPattern: '^z[0-9]{7}$',
      idLabel: 'zID',
      timeZone: 'Australia/Sydney',
    });
    expect(institution.messages.emailRegister).toBe(MESSAGES.emailUnswRegister);
  });

  it('treats empty variables as unset', () => {
    const env = { UNI_EMAIL_DOMAINS: '', UNI_ID_PATTERN: ' ', UNI_ID_LABEL: '', TIME_ZONE: '' };
    expect(load(env).institution).toBe(DEFAULT_INSTITUTION);
  });

  it('reads the four variables, lower-casing and de-duplicating the domains', () => {
    const { institution } = load({
      UNI_EMAIL_DOMAINS: ' Uni.Example.EDU, mail.example.edu,uni.example.edu ',
      UNI_ID_PATTERN: '[a-z]{2}\\d{6}',
      UNI_ID_LABEL: 'Student ID',
      TIME_ZONE: 'Europe/London',
    });
    expect(institution).toMatchObject({
      emailDomains: ['uni.example.edu', 'mail.example.edu'],
      idPattern: '[a-z]{2}\\d{6}',
      idLabel: 'Student ID',
      timeZone: 'Europe/London',
    });
    // Unanchored in the variable, anchored when matched.
    expect(institution.idRe.test('ab123456')).toBe(true);
    expect(institution.idRe.test('xab123456')).toBe(false);
  });

  it('keeps the defaults of the variables left unset', () => {
    const { institution } = load({ UNI_EMAIL_DOMAINS: 'student.example.edu' });
    expect(institution).toMatchObject({
      emailDomains: ['student.example.edu'],
      idPattern: DEFAULT_INSTITUTION.idPattern,
      idLabel: 'zID',
      timeZone: 'Australia/Sydney',
    });
  });

  it.each([
    [{ UNI_EMAIL_DOMAINS: ',' }, 'UNI_EMAIL_DOMAINS'],
    [{ UNI_EMAIL_DOMAINS: 'example.edu, not a host' }, 'UNI_EMAIL_DOMAINS'],
    [{ UNI_EMAIL_DOMAINS: '@example.edu' }, 'UNI_EMAIL_DOMAINS'],
    [{ UNI_EMAIL_DOMAINS: 'localhost' }, 'UNI_EMAIL_DOMAINS'],
    [{ UNI_EMAIL_DOMAINS: 'a.edu,'.repeat(400) }, 'UNI_EMAIL_DOMAINS'],
    [{ UNI_ID_PATTERN: '^z[0-9{7}$' }, 'UNI_ID_PATTERN'],
    [{ UNI_ID_PATTERN: '^(a+)+$' }, 'UNI_ID_PATTERN'],
    [{ UNI_ID_PATTERN: '^(\\d|\\d\\d)*$' }, 'UNI_ID_PATTERN'],
    [{ UNI_ID_PATTERN: '^(a)\\1$' }, 'UNI_ID_PATTERN'],
    [{ UNI_ID_PATTERN: `^${'a?'.repeat(10)}$` }, 'UNI_ID_PATTERN'],
    [{ UNI_ID_LABEL: 'z<b>ID</b>' }, 'UNI_ID_LABEL'],
    [{ UNI_ID_LABEL: 'x'.repeat(31) }, 'UNI_ID_LABEL'],
    [{ TIME_ZONE: 'Mars/Olympus_Mons' }, 'TIME_ZONE'],
  ])('refuses %o, naming the variable', (env, name) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(new RegExp(`${name}:`));
  });
});
