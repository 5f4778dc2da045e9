/**
 * The TF-IDF pipeline as it was before the fast fit (docs/benchmarks/allocation.md), kept to
 * check the new one gives the same terms and values.
 */
import type { SharedTerm, SimilarityProvider } from '../../../src/similarity/similarity-provider';
import { countCorpusTerms, type TermCounts } from './corpus-terms';
import { STOP_WORDS } from '../../../src/similarity/stop-words';
import { tokenize } from './tokenize';

export interface TfIdfOptions {
  /** Replace the default stop-word list. */
  stopWords?: ReadonlySet<string>;
  /** Maximum number of cached text vectors; default 100,000. */
  cacheSize?: number;
}

export interface TfIdfProvider extends SimilarityProvider {
  prepare(corpus: readonly string[]): void;
  scorer(a: readonly string[], b: readonly string[]): (i: number, j: number) => number;
  explain(a: string, b: string, limit?: number): SharedTerm[];
  /** Sparse L2-normalised TF-IDF vector of a text, by term. */
  vector(text: string): ReadonlyMap<string, number>;
}

/** Term ids sorted ascending with their weights, for merge-join dot products. */
interface SparseVector {
  ids: Int32Array;
  weights: Float64Array;
}

/**
 * In-house TF-IDF cosine similarity: sublinear tf (1 + ln tf), smoothed idf
 * (ln((1 + N) / (1 + df)) + 1), unigrams and bigrams, L2 normalisation.
 * Deterministic, dependency-free and able to say which shared terms drove a score.
 *
 * Term ids are given in sorted term order at `prepare`, so dot products sum in the same order
 * whatever order texts are compared in. Terms first seen after `prepare` get later ids.
 */
export function createTfIdfProvider(options: TfIdfOptions = {}): TfIdfProvider {
  const stopWords = options.stopWords ?? STOP_WORDS;
  const cacheSize = options.cacheSize ?? 100_000;
  let documentCount = 0;
  let termIds = new Map<string, number>();
  let terms: string[] = [];
  let documentFrequency: number[] = [];
  const cache = new Map<string, SparseVector>();

  const idOf = (term: string): number => {
    let id = termIds.get(term);
    if (id === undefined) {
      id = terms.length;
      termIds.set(term, id);
      terms.push(term);
      documentFrequency.push(0);
    }
    return id;
  };

  /** Weighted, L2-normalised vector from term counts (ids ascending). */
  const weigh = ({ ids, counts }: TermCounts): SparseVector => {
    const weights = new Float64Array(ids.length);
    let norm = 0;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] as number;
      const idf = Math.log((1 + documentCount) / (1 + (documentFrequency[id] ?? 0))) + 1;
      const w = (1 + Math.log(counts[i] as number)) * idf;
      weights[i] = w;
      norm += w * w;
    }
    norm = Math.sqrt(norm);
    if (norm > 0)
      for (let i = 0; i < weights.length; i++) weights[i] = (weights[i] as number) / norm;
    return { ids, weights };
  };

  const remember = (text: string, vector: SparseVector): SparseVector => {
    if (cache.size >= cacheSize) cache.clear();
    cache.set(text, vector);
    return vector;
  };

  const sparse = (text: string): SparseVector => {
    const cached = cache.get(text);
    if (cached) return cached;
    const counts = new Map<number, number>();
    for (const term of tokenize(text, stopWords)) {
      const id = idOf(term);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const ids = Int32Array.from([...counts.keys()].sort((a, b) => a - b));
    return remember(
      text,
      weigh({ ids, counts: Int32Array.from(ids, (id) => counts.get(id) ?? 0) }),
    );
  };

  /** Calls `visit` for every shared term id, in ascending id order. */
  const shared = (a: string, b: string, visit: (id: number, product: number) => void): void => {
    const va = sparse(a);
    const vb = sparse(b);
    let i = 0;
    let j = 0;
    while (i < va.ids.length && j < vb.ids.length) {
      const x = va.ids[i] as number;
      const y = vb.ids[j] as number;
      if (x === y) {
        visit(x, (va.weights[i] as number) * (vb.weights[j] as number));
        i++;
        j++;
      } else if (x < y) i++;
      else j++;
    }
  };

  return {
    id: 'tfidf@1',
    prepare(corpus) {
      cache.clear();
      // Vectors of the whole corpus are built here, so only compact vectors stay in memory.
      const counted = countCorpusTerms(corpus, stopWords);
      terms = counted.vocabulary;
      termIds = new Map(terms.map((t, i) => [t, i]));
      documentFrequency = Array.from(counted.documentFrequency);
      documentCount = corpus.length;
      for (const [text, counts] of counted.documents) remember(text, weigh(counts));
    },
    vector(text) {
      const v = sparse(text);
      return new Map([...v.ids].map((id, i) => [terms[id] as string, v.weights[i] as number]));
    },
    similarity(a, b) {
      let dot = 0;
      shared(a, b, (_, product) => (dot += product));
      return Math.min(1, Math.max(0, dot));
    },
    scorer(a, b) {
      // The vectors of `a[i]` are scattered into a dense array once per row, so each lookup walks
      // only the project's terms. Products are added in ascending term-id order over the shared
      // terms, exactly as the merge-join of `similarity` adds them, so the values are identical.
      const va = a.map(sparse);
      const vb = b.map(sparse);
      let dense = new Float64Array(terms.length);
      let loaded: SparseVector | null = null;
      return (i, j) => {
        const x = va[i] as SparseVector;
        const y = vb[j] as SparseVector;
        if (loaded !== x) {
          if (loaded) for (const id of loaded.ids) dense[id] = 0;
          if (dense.length < terms.length) dense = new Float64Array(terms.length);
          for (let k = 0; k < x.ids.length; k++) dense[x.ids[k] as number] = x.weights[k] as number;
          loaded = x;
        }
        const ids = y.ids;
        const weights = y.weights;
        let dot = 0;
        for (let k = 0; k < ids.length; k++) {
          const w = dense[ids[k] as number] as number;
          if (w !== 0) dot += w * (weights[k] as number);
        }
        return Math.min(1, Math.max(0, dot));
      };
    },
    explain(a, b, limit = 5) {
      const out: SharedTerm[] = [];
      shared(a, b, (id, weight) => out.push({ term: terms[id] as string, weight }));
      return out.sort((x, y) => y.weight - x.weight || (x.term < y.term ? -1 : 1)).slice(0, limit);
    },
  };
}
