import { describe, expect, it } from 'vitest';
import { createTfIdfProvider } from '../src/index';
import { createTfIdfProvider as referenceProvider } from './helpers/reference/tfidf-provider';

// Consonant-only words without 's' or 'y': the stemmer keeps them as they are, so the n-th new
// word is the n-th unigram.
const LETTERS = 'bcdfghjklmnpqrtvwxz';
const word = (n: number): string => {
  let w = '';
  for (let k = 0; k < 4; k++, n = Math.floor(n / LETTERS.length)) w += LETTERS[n % LETTERS.length];
  return `b${w}`;
};

describe('TF-IDF with a vocabulary past 65,536 stems', () => {
  it('keeps bigrams apart whose packed keys collide', () => {
    const vocabulary = Array.from({ length: 70_000 }, (_, n) => word(n));
    expect(new Set(vocabulary).size).toBe(vocabulary.length);
    // Unigram ids follow first sight, so the index packs (0, 65536) and (1, 0) to the same key,
    // and (2, 65537) and (3, 1); (40000, 7) is a pair with a first id past 2^15.
    const [w0, w1, w2, w3] = [0, 1, 2, 3].map((i) => vocabulary[i] as string);
    const pairs = [
      `${w0} ${vocabulary[65536]}`,
      `${w1} ${w0}`,
      `${w2} ${vocabulary[65537]}`,
      `${w3} ${vocabulary[1]}`,
      `${vocabulary[40000]} ${vocabulary[7]}`,
    ];
    const corpus = [
      vocabulary.join(' '),
      `${pairs[0]}. ${pairs[1]}. ${pairs[1]}. ${pairs[2]}`,
      `${pairs[3]} ${pairs[4]}. ${pairs[0]}`,
      `${pairs[1]}. ${pairs[4]}`,
    ];
    const fast = createTfIdfProvider();
    const slow = referenceProvider();
    fast.prepare(corpus);
    slow.prepare(corpus);
    for (const a of corpus.slice(1)) {
      expect([...fast.vector(a)]).toEqual([...slow.vector(a)]);
      for (const b of corpus) expect(fast.similarity(a, b)).toBe(slow.similarity(a, b));
    }
    expect(fast.vector(corpus[1] as string).get(`${w1} ${w0}`)).toBeGreaterThan(
      fast.vector(corpus[1] as string).get(`${w0} ${vocabulary[65536]}`) as number,
    );
  });
});
