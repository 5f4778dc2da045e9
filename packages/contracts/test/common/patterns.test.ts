import { describe, expect, it } from 'vitest';
import * as contracts from '../../src';
import { EMAIL_RE, hasWebAddress, trimLeading, trimTrailing } from '../../src';

/** The pattern EMAIL_RE replaced: kept here only to prove the new one decides the same way. */
const OLD_EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const timeOnce = (re: RegExp, input: string) => {
  const started = performance.now();
  re.lastIndex = 0;
  re.test(input);
  return performance.now() - started;
};
/** The best of three runs when the first is slow: a busy machine or a GC pause is not the pattern. */
const msToTest = (re: RegExp, input: string) => {
  const first = timeOnce(re, input);
  return first < 20 ? first : Math.min(first, timeOnce(re, input), timeOnce(re, input));
};

/** Every string of `alphabet` up to `length` characters. */
function* allStrings(alphabet: string[], length: number): Generator<string> {
  if (length === 0) {
    yield '';
    return;
  }
  yield* allStrings(alphabet, length - 1);
  const shorter = [...allStrings(alphabet, length - 1)].filter((s) => s.length === length - 1);
  for (const prefix of shorter) for (const char of alphabet) yield prefix + char;
}

describe('EMAIL_RE (api.md §20.4 patterns)', () => {
  it('keeps accepting and refusing the same addresses', () => {
    for (const good of ['a@b.co', 'grace.hopper@navy.mil', 'x+tag@sub.example.com.au', 'a@.b.c']) {
      expect(EMAIL_RE.test(good), good).toBe(true);
    }
    for (const bad of [
      '',
      'a',
      'a@b',
      'a@b.',
      'a@.b',
      '@b.co',
      'a b@c.de',
      'a@b@c.de',
      'a@b .co',
    ]) {
      expect(EMAIL_RE.test(bad), bad).toBe(false);
    }
  });

  it('decides exactly as the old pattern on every short string of the letters that matter', () => {
    let compared = 0;
    for (const input of allStrings(['a', '.', '@', ' '], 7)) {
      expect(EMAIL_RE.test(input), JSON.stringify(input)).toBe(OLD_EMAIL_RE.test(input));
      compared++;
    }
    expect(compared).toBeGreaterThan(20_000);
  });

  it('answers pathological 160 kB inputs in far below a second', () => {
    const inputs = [
      `a@${'.'.repeat(160_000)} `,
      `a@${'a.'.repeat(80_000)}@`,
      `a@a${'.a'.repeat(80_000)}\n`,
      `${'a'.repeat(160_000)} `,
    ];
    for (const input of inputs) {
      expect(msToTest(EMAIL_RE, input)).toBeLessThan(100);
      expect(EMAIL_RE.test(input)).toBe(false);
    }
  });
});

describe('trimTrailing and trimLeading (replace /[…]+$/ and /^-+|-+$/)', () => {
  it('strip the same runs the patterns stripped', () => {
    const trailing = /[.,;:!?)\]}]+$/;
    for (const raw of ['https://a.b/c.', 'https://a.b/c),', 'https://a.b', '...', '', 'x.y']) {
      expect(trimTrailing(raw, '.,;:!?)]}')).toBe(raw.replace(trailing, ''));
    }
    for (const raw of ['-a-b-', '--x--', 'abc', '-', '']) {
      expect(trimTrailing(trimLeading(raw, '-'), '-')).toBe(raw.replace(/^-+|-+$/g, ''));
    }
  });

  it('take linear time on a long run that does not reach the end', () => {
    const run = `${'.'.repeat(200_000)}a`;
    const started = performance.now();
    expect(trimTrailing(run, '.')).toBe(run);
    expect(trimLeading(run, '.')).toBe('a');
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('hasWebAddress (api.md §21.4 names quoted in emails)', () => {
  it('finds :// or www. in any case, anywhere', () => {
    for (const text of ['https://x.example', 'Go to HTTP://X', 'a ftp://b', 'www.x', 'See WwW.x']) {
      expect(hasWebAddress(text), text).toBe(true);
    }
  });

  it('leaves names that only look close alone', () => {
    for (const text of ['Web Apps', 'www', 'WWW 2.0', 'http and www', 'Data:/Science', 'a:b//c']) {
      expect(hasWebAddress(text), text).toBe(false);
    }
  });
});

describe('every pattern the contracts export', () => {
  const patterns = Object.entries(contracts).filter(
    (entry): entry is [string, RegExp] => entry[1] instanceof RegExp,
  );
  const chars = ['a', 'Z', '1', '.', '@', ' ', '-', ':', '/', '#', '_', '\u0000', 'z', '+'];
  const prefixes = ['', 'http://', 'a@', 'a@a', 'z1', '+61', '9:00', '01-01-2025 to '];

  it('are found (so a new one is audited too)', () => {
    expect(patterns.map(([name]) => name)).toEqual(
      expect.arrayContaining(['EMAIL_RE', 'HTTP_URL_RE', 'CONTACT_HOURS_RE']),
    );
  });

  it('run in linear time: 40 kB runs of one or two characters answer well under 100 ms', () => {
    const slow: string[] = [];
    for (const [name, re] of patterns) {
      for (const prefix of prefixes) {
        for (const a of chars) {
          for (const b of ['', 'a', '1', '.', '@', ' ', '-', '/']) {
            const input = `${prefix}${(a + b).repeat(40_000 / (b ? 2 : 1))}!\n `;
            const ms = msToTest(re, input);
            if (ms > 100)
              slow.push(`${name} on ${JSON.stringify(prefix + a + b)}…: ${ms.toFixed(0)} ms`);
          }
        }
      }
    }
    expect(slow).toEqual([]);
  });
});
