/**
 * The checks an institution's id pattern (`UNI_ID_PATTERN`) passes before it is used. The pattern
 * runs on text users type, so it must not be able to take exponential time: a group that holds a
 * quantifier or an alternation may not itself be repeated (`(a+)+`, `(a|ab)*`), back-references
 * are refused, and at most a few parts may vary in length (`\d*\d*\d*…` is polynomial in their
 * number). Ids are at most `LIMITS.code` characters, so what passes answers at once.
 */
export const ID_PATTERN_MAX_LENGTH = 200;
const MAX_VARIABLE_QUANTIFIERS = 6;

interface Quantifier {
  /** Characters of the quantifier, lazy `?` included. */
  length: number;
  min: number;
  max: number;
}

const BRACES_RE = /^\{(\d+)(,(\d*))?\}/;

/** The quantifier starting at `source[i]`, if any. */
function quantifierAt(source: string, i: number): Quantifier | undefined {
  const char = source[i];
  let q: Quantifier | undefined;
  if (char === '*') q = { length: 1, min: 0, max: Infinity };
  else if (char === '+') q = { length: 1, min: 1, max: Infinity };
  else if (char === '?') q = { length: 1, min: 0, max: 1 };
  else if (char === '{') {
    const match = BRACES_RE.exec(source.slice(i));
    if (match) {
      const min = Number(match[1]);
      const max = match[2] === undefined ? min : match[3] ? Number(match[3]) : Infinity;
      q = { length: match[0].length, min, max };
    }
  }
  if (q && source[i + q.length] === '?') q.length += 1;
  return q;
}

/** Index just past the character class opening at `source[start]`. */
function endOfClass(source: string, start: number): number {
  let i = start + 1;
  while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** Length of a group's opening: `(`, `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!`, `(?<name>`. */
function groupOpening(source: string, start: number): number {
  if (source[start + 1] !== '?') return 1;
  const named = /^\(\?<[A-Za-z_$][\w$]*>/.exec(source.slice(start));
  if (named) return named[0].length;
  return source.startsWith('(?<=', start) || source.startsWith('(?<!', start) ? 4 : 3;
}

/** Why `source` cannot be an id pattern, or undefined when it can. */
export function idPatternProblem(source: string): string | undefined {
  if (source.trim() === '') return 'must not be empty';
  if (source.length > ID_PATTERN_MAX_LENGTH) {
    return `must be at most ${ID_PATTERN_MAX_LENGTH} characters`;
  }
  try {
    new RegExp(source, 'i');
  } catch {
    return 'is not a valid regular expression';
  }
  // One frame per open group: does it hold a quantifier or an alternation?
  const frames: boolean[] = [false];
  let variable = 0;
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    let atomEnd: number;
    let groupIsRisky = false;
    if (char === '\\') {
      if (/[1-9]/.test(source[i + 1] ?? '') || source.startsWith('k<', i + 1)) {
        return 'must not use back-references';
      }
      atomEnd = i + 2;
    } else if (char === '[') {
      atomEnd = endOfClass(source, i);
    } else if (char === '(') {
      frames.push(false);
      i += groupOpening(source, i);
      continue;
    } else if (char === ')') {
      groupIsRisky = frames.pop() ?? false;
      atomEnd = i + 1;
    } else if (char === '|') {
      frames[frames.length - 1] = true;
      i += 1;
      continue;
    } else {
      atomEnd = i + 1;
    }
    if (groupIsRisky) frames[frames.length - 1] = true;
    const q = quantifierAt(source, atomEnd);
    if (!q) {
      i = atomEnd;
      continue;
    }
    if (groupIsRisky && q.max > 1) {
      return 'must not repeat a group that holds a quantifier or an alternation (it could take exponential time)';
    }
    if (q.max > q.min && ++variable > MAX_VARIABLE_QUANTIFIERS) {
      return `must have at most ${MAX_VARIABLE_QUANTIFIERS} parts of varying length`;
    }
    frames[frames.length - 1] = true;
    i = atomEnd + q.length;
  }
  return undefined;
}

/** The pattern as matched: the whole id, whatever the operator anchored, in any case. */
export const compileIdPattern = (source: string) => new RegExp(`^(?:${source})$`, 'i');

/**
 * The letters every id starts with (`z` of `^z[0-9]{7}$`), which a roster's "ID number" column
 * often leaves out; empty when the pattern does not start with plain letters.
 */
export function idPrefixOf(source: string): string {
  const match = /^\^?([A-Za-z]+)/.exec(source);
  if (!match) return '';
  let letters = match[1]!;
  // `^zz?…`: a letter under a quantifier is not always there.
  if (quantifierAt(source, match[0].length)) letters = letters.slice(0, -1);
  return letters.toLowerCase();
}

const DIGITS = '1234567890';

/**
 * An id the pattern accepts, for placeholders (`z1234567`), read off a pattern made of letters,
 * digits, `\d`, classes and counts; undefined for anything richer (groups, alternations).
 */
export function exampleIdOf(source: string, re: RegExp): string | undefined {
  const body = source.replace(/^\^/, '').replace(/\$$/, '');
  let out = '';
  let digit = 0;
  let i = 0;
  while (i < body.length) {
    const char = body[i]!;
    let pick: () => string;
    let end: number;
    if (char === '\\' && body[i + 1] === 'd') {
      pick = () => DIGITS[digit++ % DIGITS.length]!;
      end = i + 2;
    } else if (char === '[') {
      end = endOfClass(body, i);
      const first = body.slice(i + 1, end - 1);
      if (first.startsWith('^') || first === '') return undefined;
      const isDigits = first.startsWith('0-9');
      const letter = first[0]!;
      if (!/[A-Za-z0-9._-]/.test(letter)) return undefined;
      pick = isDigits ? () => DIGITS[digit++ % DIGITS.length]! : () => letter;
    } else if (/[A-Za-z0-9_-]/.test(char)) {
      pick = () => char;
      end = i + 1;
    } else {
      return undefined;
    }
    const q = quantifierAt(body, end);
    const times = q ? Math.max(q.min, 1) : 1;
    if (times > 64) return undefined;
    for (let n = 0; n < times; n++) out += pick();
    i = end + (q?.length ?? 0);
  }
  const example = out.toLowerCase();
  return re.test(example) ? example : undefined;
}
