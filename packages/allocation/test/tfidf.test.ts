import { describe, expect, it } from 'vitest';
import { createTfIdfProvider } from '../src/index';
import { porterStem } from '../src/similarity/porter-stemmer';
import { tokenize } from '../src/similarity/tokenize';

describe('tokenize and stem', () => {
  it('lower-cases, drops stop and domain words, stems and adds bigrams', () => {
    expect(tokenize('The Software System uses Machine Learning models')).toEqual([
      'machin',
      'learn',
      'model',
      'machin learn',
      'learn model',
    ]);
    expect(tokenize('C++ and C# on node.js')).toEqual([
      'c++',
      'c#',
      'node.js',
      'c++ c#',
      'c# node.js',
    ]);
  });

  it('stems standard Porter examples', () => {
    const cases: [string, string][] = [
      ['caresses', 'caress'],
      ['ponies', 'poni'],
      ['hopping', 'hop'],
      ['relational', 'relat'],
      ['databases', 'databas'],
      ['generalization', 'gener'],
      ['controlling', 'control'],
    ];
    for (const [word, stem] of cases) expect(porterStem(word)).toBe(stem);
  });
});

describe('TF-IDF provider', () => {
  const corpus = [
    'react frontend typescript user interfaces',
    'machine learning with python and neural networks',
    'sql databases and data warehouse pipelines',
    'we love react and typescript frontends',
  ];
  const provider = createTfIdfProvider();
  provider.prepare(corpus);

  it('scores related texts above unrelated ones, symmetrically, within [0, 1]', () => {
    const related = provider.similarity(corpus[3] as string, corpus[0] as string);
    const unrelated = provider.similarity(corpus[3] as string, corpus[1] as string);
    expect(related).toBeGreaterThan(unrelated);
    expect(unrelated).toBe(0);
    expect(related).toBeLessThanOrEqual(1);
    expect(provider.similarity(corpus[0] as string, corpus[3] as string)).toBe(related);
    expect(provider.similarity(corpus[0] as string, corpus[0] as string)).toBeCloseTo(1, 10);
    expect(provider.similarity('', corpus[0] as string)).toBe(0);
  });

  it('explains a score by the shared terms that weigh most', () => {
    const terms = provider.explain(corpus[3] as string, corpus[0] as string, 3).map((t) => t.term);
    expect(terms).toContain('react');
    expect(terms).toContain('typescript');
    expect(terms.every((t) => !['and', 'we', 'love'].includes(t))).toBe(true);
  });

  it('weights rare terms above common ones (smoothed idf)', () => {
    const p = createTfIdfProvider();
    p.prepare(['alpha beta', 'alpha gamma', 'alpha delta']);
    const v = p.vector('alpha beta');
    expect(v.get('beta') as number).toBeGreaterThan(v.get('alpha') as number);
  });

  it('scores through scorer() exactly as through similarity(), in any lookup order', () => {
    const groups = [corpus[0], corpus[3], 'react and python data pipelines', ''] as string[];
    const projects = [
      corpus[1],
      corpus[2],
      'typescript react dashboards',
      'unseen words here',
    ] as string[];
    const score = provider.scorer(groups, projects);
    const lookups: [number, number][] = [];
    for (let i = 0; i < groups.length; i++)
      for (let j = 0; j < projects.length; j++) lookups.push([i, j]);
    // Interleave rows so the scorer's per-row state is rebuilt between lookups.
    for (const [i, j] of [...lookups, ...lookups.reverse()]) {
      expect(score(i, j)).toBe(provider.similarity(groups[i] as string, projects[j] as string));
    }
    expect(score(0, 2)).toBeGreaterThan(0);
  });

  it('prepares vectors equal to the TF-IDF definition over tokenize(), bigrams included', () => {
    const texts = [
      'React frontend with TypeScript; react hooks and react testing',
      'Machine learning pipelines for data warehouse analytics',
      'Data pipelines: machine learning on the data warehouse',
      'React frontend with TypeScript; react hooks and react testing',
      '',
    ];
    const p = createTfIdfProvider();
    p.prepare(texts);
    // Reference: straight from the definition, one string per term occurrence.
    const df = new Map<string, number>();
    for (const text of texts)
      for (const t of new Set(tokenize(text))) df.set(t, (df.get(t) ?? 0) + 1);
    const vocabulary = [...df.keys()].sort();
    for (const text of texts) {
      const counts = new Map<string, number>();
      for (const t of tokenize(text)) counts.set(t, (counts.get(t) ?? 0) + 1);
      const terms = [...counts.keys()].sort(
        (a, b) => vocabulary.indexOf(a) - vocabulary.indexOf(b),
      );
      const raw = terms.map(
        (t) =>
          (1 + Math.log(counts.get(t) as number)) *
          (Math.log((1 + texts.length) / (1 + (df.get(t) as number))) + 1),
      );
      const norm = Math.sqrt(raw.reduce((sum, w) => sum + w * w, 0));
      expect([...p.vector(text)]).toEqual(terms.map((t, i) => [t, (raw[i] as number) / norm]));
    }
    expect(p.vector(texts[0] as string).get('react hook')).toBeGreaterThan(0);
  });
});
