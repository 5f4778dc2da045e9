import type { SharedTerm, SimilarityProvider } from './similarity-provider';
import { TermIndexer, weigh, type TermCounts, type TermIndex } from './term-index';
import { STOP_WORDS } from './stop-words';
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

/** Recorded with each run that used the default TF-IDF similarity. */
export const TFIDF_PROVIDER_ID = 'tfidf@1';

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
  /** The fitted corpus; its terms have ids 0 .. termCount - 1. */
  let fitted: TermIndex | null = null;
  /** Spelled terms and their ids, only built once a text outside the corpus needs them. */
  let termIds: Map<string, number> | null = null;
  let terms: string[] = [];
  let documentFrequency: number[] = [];
  const cache = new Map<string, SparseVector>();

  const termCount = (): number => (termIds ? terms.length : (fitted?.termCount ?? 0));
  const spell = (id: number): string =>
    termIds || !fitted ? (terms[id] as string) : fitted.spell(id);

  const idOf = (term: string): number => {
    if (!termIds) {
      terms = fitted ? Array.from({ length: fitted.termCount }, (_, i) => fitted!.spell(i)) : [];
      termIds = new Map(terms.map((t, i) => [t, i]));
      documentFrequency = fitted ? Array.from(fitted.documentFrequency) : [];
    }
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
  const weighCounts = ({ ids, counts }: TermCounts): SparseVector => {
    const frequency = termIds || !fitted ? documentFrequency : fitted.documentFrequency;
    const weights = weigh(Int32Array.of(0, ids.length), ids, counts, frequency, documentCount);
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
      weighCounts({ ids, counts: Int32Array.from(ids, (id) => counts.get(id) ?? 0) }),
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
    id: TFIDF_PROVIDER_ID,
    prepare(corpus) {
      cache.clear();
      // Vectors of the whole corpus are built here, so only compact vectors stay in memory.
      const indexer = new TermIndexer(stopWords);
      for (const text of corpus) indexer.addDocument([text]);
      fitted = indexer.finish();
      termIds = null;
      terms = [];
      documentFrequency = [];
      documentCount = corpus.length;
      const { docStart, termId, weight } = fitted;
      for (let d = 0; d < corpus.length; d++) {
        const text = corpus[d] as string;
        if (cache.has(text)) continue;
        const from = docStart[d] as number;
        const to = docStart[d + 1] as number;
        remember(text, { ids: termId.subarray(from, to), weights: weight.subarray(from, to) });
      }
    },
    vector(text) {
      const v = sparse(text);
      return new Map([...v.ids].map((id, i) => [spell(id), v.weights[i] as number]));
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
      let dense = new Float64Array(termCount());
      let loaded: SparseVector | null = null;
      return (i, j) => {
        const x = va[i] as SparseVector;
        const y = vb[j] as SparseVector;
        if (loaded !== x) {
          if (loaded) for (const id of loaded.ids) dense[id] = 0;
          if (dense.length < termCount()) dense = new Float64Array(termCount());
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
      shared(a, b, (id, weight) => out.push({ term: spell(id), weight }));
      return out.sort((x, y) => y.weight - x.weight || (x.term < y.term ? -1 : 1)).slice(0, limit);
    },
  };
}
