import { LIMITS } from './limits';
import { MESSAGES } from './messages';
import { compileIdPattern, exampleIdOf, idPatternProblem, idPrefixOf } from './id-pattern';

/**
 * The rules that make the product one university's: which email domains its students and staff
 * have, what their ids look like and what they are called, and its time zone. The server reads
 * them from `UNI_EMAIL_DOMAINS`, `UNI_ID_PATTERN`, `UNI_ID_LABEL` and `TIME_ZONE`; the web from
 * `GET /api/config`. Every schema that depends on them is built for one `Institution`.
 */
export interface InstitutionSettings {
  /** Lower-case host names; the first is the one shown in hints. */
  emailDomains: readonly string[];
  /** A regular expression an id must match whole (anchors optional), in any letter case. */
  idPattern: string;
  /** What the id is called in messages and labels (`zID`). */
  idLabel: string;
  /** IANA time zone of calendar dates the server sets and times in emails. */
  timeZone: string;
}

/** The messages whose words depend on the institution (registration, login, member import). */
export interface InstitutionMessages {
  emailLogin: string;
  emailRegister: string;
  idFormat: string;
  idMismatch: string;
  idInUse: string;
  idInUseWithOtherEmail: string;
  /** The roster preview's reason for a row left out because a later row has the same id. */
  duplicateId: (laterLine: number) => string;
}

export interface Institution extends Readonly<InstitutionSettings> {
  /** The id pattern compiled: anchored at both ends, case-insensitive. */
  readonly idRe: RegExp;
  readonly messages: InstitutionMessages;
  /** Letters every id starts with, which an "ID number" column may leave out (`z`). */
  readonly idPrefix: string;
  /** An id the pattern accepts, for placeholders; undefined when it cannot be read off. */
  readonly exampleId: string | undefined;
}

export const DEFAULT_INSTITUTION_SETTINGS: InstitutionSettings = {
  emailDomains: ['ad.unsw.edu.au', 'unsw.edu.au'],
  idPattern: '^z[0-9]{7}$',
  idLabel: 'zID',
  timeZone: 'Australia/Sydney',
};

/** A setting that cannot work, named by its field so the caller can name its variable. */
export class InstitutionError extends Error {
  constructor(
    readonly setting: keyof InstitutionSettings,
    message: string,
  ) {
    super(message);
  }
}

export const MAX_EMAIL_DOMAINS = 20;
export const ID_LABEL_MAX_LENGTH = 30;
const HOST_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME_RE = new RegExp(`^${HOST_LABEL}(?:\\.${HOST_LABEL})+$`);
const ID_LABEL_RE = /^[\p{L}\p{N}][\p{L}\p{N} ._()-]*$/u;

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function checkDomains(domains: readonly string[]): string[] {
  const list = [...new Set(domains.map((d) => d.trim().toLowerCase()).filter(Boolean))];
  if (list.length === 0)
    throw new InstitutionError('emailDomains', 'must name at least one domain');
  if (list.length > MAX_EMAIL_DOMAINS) {
    throw new InstitutionError('emailDomains', `must name at most ${MAX_EMAIL_DOMAINS} domains`);
  }
  const bad = list.find((domain) => domain.length > 253 || !HOST_NAME_RE.test(domain));
  if (bad !== undefined) {
    throw new InstitutionError('emailDomains', `"${bad}" is not a host name like example.edu`);
  }
  return list;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** "@a.edu", "@a.edu or @b.edu", "@a.edu, @b.edu or @c.edu". */
function domainsText(domains: readonly string[]) {
  const at = domains.map((d) => `@${d}`);
  return at.length === 1 ? at[0]! : `${at.slice(0, -1).join(', ')} or ${at.at(-1)!}`;
}

/**
 * The defaults keep the spec's words exactly, quirks included (`UNSW`/`unsw`, `zId`); other
 * settings get the same sentences with their own label and domains.
 */
function messagesFor(domains: readonly string[], label: string): InstitutionMessages {
  const isDefaultDomains = sameSet(domains, DEFAULT_INSTITUTION_SETTINGS.emailDomains);
  const isDefaultLabel = label === DEFAULT_INSTITUTION_SETTINGS.idLabel;
  const emailRule = `Email must be a university email ending in ${domainsText(domains)}`;
  return {
    emailLogin: isDefaultDomains ? MESSAGES.emailUnswLogin : emailRule,
    emailRegister: isDefaultDomains ? MESSAGES.emailUnswRegister : emailRule,
    idFormat: isDefaultLabel ? MESSAGES.zidFormat : `${label} is in invalid format.`,
    idMismatch: `${label} must match with email`,
    idInUse: `${label} already in use`,
    idInUseWithOtherEmail: `${label} already in use with another email`,
    duplicateId: (laterLine) =>
      `The same ${label} appears again on line ${laterLine}; that later row is used`,
  };
}

/** Checks every setting and builds the institution; a setting that cannot work throws. */
export function defineInstitution(settings: InstitutionSettings): Institution {
  const emailDomains = checkDomains(settings.emailDomains);
  const idPattern = settings.idPattern.trim();
  const problem = idPatternProblem(idPattern);
  if (problem) throw new InstitutionError('idPattern', problem);
  const idLabel = settings.idLabel.trim().replace(/\s+/g, ' ');
  if (idLabel.length > ID_LABEL_MAX_LENGTH || !ID_LABEL_RE.test(idLabel)) {
    throw new InstitutionError(
      'idLabel',
      `must be 1 to ${ID_LABEL_MAX_LENGTH} letters, digits, spaces or . _ ( ) -`,
    );
  }
  const timeZone = settings.timeZone.trim();
  if (!isTimeZone(timeZone)) {
    throw new InstitutionError('timeZone', `"${timeZone}" is not an IANA time zone`);
  }
  const idRe = compileIdPattern(idPattern);
  return Object.freeze({
    emailDomains: Object.freeze(emailDomains),
    idPattern,
    idLabel,
    timeZone,
    idRe,
    messages: Object.freeze(messagesFor(emailDomains, idLabel)),
    idPrefix: idPrefixOf(idPattern),
    exampleId: exampleIdOf(idPattern, idRe),
  });
}

export const DEFAULT_INSTITUTION = defineInstitution(DEFAULT_INSTITUTION_SETTINGS);

/** Whether `value` (lower-cased, trimmed) is an id of the institution. */
export const isInstitutionId = (institution: Institution, value: string) =>
  value.length <= LIMITS.code && institution.idRe.test(value);

/** The part of an email before its `@`. */
export const emailLocalPart = (email: string) =>
  email.slice(0, Math.max(email.lastIndexOf('@'), 0));

/**
 * Whether an address is at one of the institution's domains, whatever comes before the `@`
 * (a university sign-in may vouch for `ada.lovelace@unsw.edu.au`).
 */
export function hasUniversityDomain(institution: Institution, email: string): boolean {
  const at = email.lastIndexOf('@');
  return at > 0 && institution.emailDomains.includes(email.slice(at + 1).toLowerCase());
}

/**
 * A student or staff email: `<id>@<domain>` with one of the institution's domains.
 * `email` is already lower-cased and at most `LIMITS.email` characters.
 */
export function isUniversityEmail(institution: Institution, email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const domain = email.slice(at + 1);
  return (
    institution.emailDomains.includes(domain) && isInstitutionId(institution, email.slice(0, at))
  );
}

/**
 * A student number without its letters (as `ID number` columns often hold: `1234567`) becomes
 * an id (`z1234567`) when that is one; anything else is returned as it came.
 */
export function withIdPrefix(institution: Institution, value: string): string {
  const trimmed = value.trim();
  if (!institution.idPrefix || !/^\d+$/.test(trimmed)) return value;
  if (isInstitutionId(institution, trimmed)) return value;
  const prefixed = `${institution.idPrefix}${trimmed}`;
  return isInstitutionId(institution, prefixed) ? prefixed : value;
}

/** Builds a value once per institution (schemas, parsers), so the web can rebuild freely. */
export function perInstitution<T>(build: (institution: Institution) => T) {
  const cache = new WeakMap<Institution, T>();
  return (institution: Institution): T => {
    let value = cache.get(institution);
    if (value === undefined) {
      value = build(institution);
      cache.set(institution, value);
    }
    return value;
  };
}
