import { isInstitutionId, type Institution } from './institution';

/**
 * Whether free text that will be kept for good (a retention reason in the audit trail) holds an
 * email address or a university id (`UNI_ID_PATTERN`). Both checks run in time linear in the
 * text: it is cut into words once, an address is found by looking around each `@`, and the id
 * pattern (checked at start-up to be free of exponential cases) only ever runs on short
 * candidates, never on the whole text.
 */
export function holdsEmailOrUniversityId(institution: Institution, text: string): boolean {
  for (const word of text.split(/\s+/)) {
    if (word === '') continue;
    if (holdsEmail(word)) return true;
    if (idCandidates(word).some((candidate) => isInstitutionId(institution, candidate))) {
      return true;
    }
  }
  return false;
}

/**
 * An `@` with something before it and a domain after it that has a dot neither first nor last
 * (`sue@unsw.edu.au`, `<sue@x.io>,`); each part stops at the next `@`, so `a@b@c.io` is seen too.
 */
function holdsEmail(word: string): boolean {
  const parts = word.split('@');
  for (let i = 1; i < parts.length; i++) {
    const local = parts[i - 1]!;
    const domain = parts[i]!;
    const dot = domain.indexOf('.');
    if (local !== '' && dot > 0 && dot < domain.length - 1) return true;
  }
  return false;
}

const LETTERS_AND_DIGITS = /[\p{L}\p{N}]+/gu;
const isLetterOrDigit = (char: string) => /[\p{L}\p{N}]/u.test(char);

/** `word` without the punctuation at its ends; loops, as `/[…]+$/` would be quadratic. */
function trimPunctuation(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && !isLetterOrDigit(word[start]!)) start++;
  while (end > start && !isLetterOrDigit(word[end - 1]!)) end--;
  return word.slice(start, end);
}

/**
 * The parts of a word that could be an id: the word itself, the word without punctuation at
 * its ends (`(z1234567),`), and each run of letters and digits inside it (`z1234567's`).
 */
function idCandidates(word: string): string[] {
  return [word, trimPunctuation(word), ...(word.match(LETTERS_AND_DIGITS) ?? [])];
}
