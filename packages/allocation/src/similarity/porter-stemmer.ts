/**
 * The Porter (1980) stemmer. Implemented in-house so the package has no dependencies; it only has
 * to map inflections of the same word together ("databases", "database" -> "databas").
 */

function isConsonant(word: string, i: number): boolean {
  const c = word[i];
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false;
  if (c === 'y') return i === 0 ? true : !isConsonant(word, i - 1);
  return true;
}

/** Number of VC sequences in word[0, end). */
function measure(word: string, end: number): number {
  let n = 0;
  let i = 0;
  while (i < end && isConsonant(word, i)) i++;
  while (i < end) {
    while (i < end && !isConsonant(word, i)) i++;
    if (i >= end) break;
    n++;
    while (i < end && isConsonant(word, i)) i++;
  }
  return n;
}

function hasVowel(word: string, end: number): boolean {
  for (let i = 0; i < end; i++) if (!isConsonant(word, i)) return true;
  return false;
}

function endsDoubleConsonant(word: string): boolean {
  const n = word.length;
  return n >= 2 && word[n - 1] === word[n - 2] && isConsonant(word, n - 1);
}

/** consonant-vowel-consonant ending, where the last consonant is not w, x or y. */
function endsCvc(word: string, end: number): boolean {
  if (end < 3) return false;
  const last = word[end - 1];
  return (
    isConsonant(word, end - 1) &&
    !isConsonant(word, end - 2) &&
    isConsonant(word, end - 3) &&
    last !== 'w' &&
    last !== 'x' &&
    last !== 'y'
  );
}

/** Replaces `suffix` with `replacement` when the stem before it has measure > `minMeasure`. */
function replaceIf(
  word: string,
  suffix: string,
  replacement: string,
  minMeasure: number,
): string | null {
  if (!word.endsWith(suffix)) return null;
  const stemEnd = word.length - suffix.length;
  return measure(word, stemEnd) > minMeasure ? word.slice(0, stemEnd) + replacement : word;
}

const STEP2: readonly [string, string][] = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
];

const STEP3: readonly [string, string][] = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];

const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
];

/** Stems one lower-case word. Words of one or two letters are returned unchanged. */
export function porterStem(input: string): string {
  if (input.length <= 2 || !/^[a-z]+$/.test(input)) return input;
  let w = input;

  // Step 1a: plurals.
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);

  // Step 1b: -eed, -ed, -ing.
  if (w.endsWith('eed')) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
  } else {
    let stripped: string | null = null;
    if (w.endsWith('ed') && hasVowel(w, w.length - 2)) stripped = w.slice(0, -2);
    else if (w.endsWith('ing') && hasVowel(w, w.length - 3)) stripped = w.slice(0, -3);
    if (stripped !== null) {
      w = stripped;
      if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
      else if (endsDoubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
      else if (measure(w, w.length) === 1 && endsCvc(w, w.length)) w += 'e';
    }
  }

  // Step 1c: y -> i after a vowel-containing stem.
  if (w.endsWith('y') && hasVowel(w, w.length - 1)) w = `${w.slice(0, -1)}i`;

  for (const [suffix, replacement] of STEP2) {
    const r = replaceIf(w, suffix, replacement, 0);
    if (r !== null) {
      w = r;
      break;
    }
  }
  for (const [suffix, replacement] of STEP3) {
    const r = replaceIf(w, suffix, replacement, 0);
    if (r !== null) {
      w = r;
      break;
    }
  }
  for (const suffix of STEP4) {
    if (!w.endsWith(suffix)) continue;
    const stemEnd = w.length - suffix.length;
    if (measure(w, stemEnd) > 1) {
      if (suffix !== 'ion' || /[st]$/.test(w.slice(0, stemEnd))) w = w.slice(0, stemEnd);
    }
    break;
  }

  // Step 5: final -e and -ll.
  if (w.endsWith('e')) {
    const m = measure(w, w.length - 1);
    if (m > 1 || (m === 1 && !endsCvc(w, w.length - 1))) w = w.slice(0, -1);
  }
  if (measure(w, w.length) > 1 && endsDoubleConsonant(w) && w.endsWith('l')) w = w.slice(0, -1);
  return w;
}
