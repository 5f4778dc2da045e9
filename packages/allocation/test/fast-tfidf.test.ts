import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateInstance } from '../bench/generate';
import { generateTextInstance } from '../bench/generate-texts';
import { buildInstance } from '../src/allocate/instance';
import { tfidfSimilarityTable } from '../src/allocate/tfidf-table';
import { allocateProjects, createTfIdfProvider, groupText, projectText } from '../src/index';
import { STOP_WORDS } from '../src/similarity/stop-words';
import type { AllocationInput } from '../src/types';
import { createTfIdfProvider as referenceProvider } from './helpers/reference/tfidf-provider';
import { tokenize as referenceTokenize } from './helpers/reference/tokenize';

// Words that exercise the tokenizer's edges: case, digits, c++/c#/node.js-style tokens, dots,
// stop words and their inflections, non-ASCII letters whose lower case is ASCII (Kelvin sign,
// dotted capital I), and separators.
const PIECES = [
  'React',
  'react',
  'REACTING',
  'databases',
  'Database',
  'C++',
  'c#',
  'C#.NET',
  'node.js',
  'Node.JS.',
  'a.b.c',
  'x..y',
  'v2.0',
  '2024',
  '7',
  'a',
  'I',
  'x+',
  '+',
  '#',
  '.',
  'e.g.',
  'uses',
  'goals',
  'the',
  'Systems',
  'machine',
  'learning',
  'generalization',
  'hopping',
  'ponies',
  'caresses',
  'relational',
  '\u212aelvin',
  '\u0130stanbul',
  'caf\u00e9',
  'na\u00efve',
  '\u00fcber',
  'stra\u00dfe',
  ' ',
  '  ',
  '\n',
  ', ',
  '; ',
  '-',
  '(',
  ')',
  '/',
  'iot',
  'ml/ai',
];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((xs) => xs.join(''));
const spaced = fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((xs) => xs.join(' '));
const anyText = fc.oneof(text, spaced, fc.string({ maxLength: 20 }));

describe('fast TF-IDF fit', () => {
  it('gives the same terms, vectors and similarities as the previous implementation', () => {
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 1, maxLength: 8 }), (corpus) => {
        const fast = createTfIdfProvider();
        const slow = referenceProvider();
        fast.prepare(corpus);
        slow.prepare(corpus);
        for (const a of corpus) {
          const terms = [...fast.vector(a).keys()];
          expect(new Set(terms)).toEqual(new Set(referenceTokenize(a)));
          expect([...fast.vector(a)]).toEqual([...slow.vector(a)]);
          for (const b of corpus) {
            expect(fast.similarity(a, b)).toBe(slow.similarity(a, b));
            expect(fast.explain(a, b, 3)).toEqual(slow.explain(a, b, 3));
          }
        }
        // A text outside the corpus gets later term ids, as before.
        const unseen = 'Brand new quantum words and React';
        expect(fast.similarity(unseen, corpus[0] as string)).toBe(
          slow.similarity(unseen, corpus[0] as string),
        );
        expect([...fast.vector(unseen)]).toEqual([...slow.vector(unseen)]);
      }),
      { numRuns: 200, seed: 11 },
    );
  });

  it('scores a generated corpus bit for bit like the previous provider', () => {
    const input = generateTextInstance({ groups: 150, seed: 3 });
    const groups = input.groups.map(groupText);
    const projects = input.projects.map(projectText);
    const fast = createTfIdfProvider();
    const slow = referenceProvider();
    fast.prepare([...groups, ...projects]);
    slow.prepare([...groups, ...projects]);
    const score = fast.scorer(groups, projects);
    let compared = 0;
    for (let g = 0; g < groups.length; g += 7) {
      for (let p = 0; p < projects.length; p++) {
        const expected = slow.similarity(groups[g] as string, projects[p] as string);
        expect(score(g, p)).toBe(expected);
        compared += expected > 0 ? 1 : 0;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  const withReference = (input: AllocationInput) => {
    const provider = referenceProvider();
    provider.prepare([...input.groups.map(groupText), ...input.projects.map(projectText)]);
    return provider;
  };

  it.each([
    ['texts', generateTextInstance({ groups: 120, seed: 4 })],
    ['topics', generateInstance({ groups: 120, slack: 1.0, seed: 6 })],
  ])('allocates exactly as a prepared provider of the old fit (%s)', (_, input) => {
    for (const policy of ['balanced', 'legacy'] as const) {
      for (const allowUnranked of [false, true]) {
        const fitted = allocateProjects(input, { policy, seed: 3, allowUnranked });
        const prepared = allocateProjects(input, {
          policy,
          seed: 3,
          allowUnranked,
          similarity: withReference(input),
        });
        expect(fitted).toEqual(prepared);
      }
    }
  });
});

describe('similarity table of the default call', () => {
  it('gives the provider thousandths on every pair, by the quick sums or the exact ones', () => {
    const input = generateTextInstance({ groups: 90, seed: 8 });
    const instance = buildInstance(input);
    const quick = tfidfSimilarityTable(instance);
    // A margin of a whole thousandth sends every ranked pair through the exact recomputation.
    const exact = tfidfSimilarityTable(instance, STOP_WORDS, 1);
    const provider = referenceProvider();
    const groups = instance.groups.map(groupText);
    const projects = instance.projects.map(projectText);
    provider.prepare([...groups, ...projects]);
    let positive = 0;
    instance.preferences.forEach((prefs, g) => {
      for (const { project: p } of prefs) {
        const expected = Math.round(
          provider.similarity(groups[g] as string, projects[p] as string) * 1000,
        );
        expect(quick.milli(g, p)).toBe(expected);
        expect(exact.milli(g, p)).toBe(expected);
        if (expected > 0) positive++;
      }
      // An unranked pair is always computed exactly.
      const p = (g * 7) % instance.projects.length;
      expect(quick.milli(g, p)).toBe(
        Math.round(provider.similarity(groups[g] as string, projects[p] as string) * 1000),
      );
    });
    expect(positive).toBeGreaterThan(300);
  });
});
