import { STOP_WORDS } from '../similarity/stop-words';
import { TermIndexer, weigh, type RawTermIndex } from '../similarity/term-index';
import { groupTextParts, projectTextParts } from '../similarity/texts';
import type { Instance, SimilarityTable } from './instance';

/** Similarity in thousandths, rounded as `similarityTable` rounds a provider's value. */
const toMilli = (dot: number): number =>
  Math.round(Math.min(1, Math.max(0, Math.min(1, Math.max(0, dot)))) * 1000);

/**
 * How close (in thousandths) a quick value may come to a rounding boundary before the pair is
 * recomputed in the exact order. Summing a few hundred products in another order moves a value
 * by about 1e-13 relative, 1e-10 in thousandths, so this leaves a wide margin.
 */
const NEAR_BOUNDARY = 1e-6;

/**
 * The default similarity of a call: TF-IDF fitted on the instance's own texts (groups, then
 * projects), giving exactly the thousandths a `createTfIdfProvider()` prepared on the joined
 * texts gives, without building those texts, a provider cache or a sorted vocabulary.
 *
 * The provider sums each norm and dot product in sorted term order. Here terms keep their
 * first-seen numbers and every sum runs in posting order, which can differ from the provider's
 * value in the last bits only; a pair whose quick value lies within `NEAR_BOUNDARY` of a rounding
 * boundary is recomputed in the provider's order from its two documents, so the rounded values
 * are always the provider's. Ranked pairs are computed up front, one group at a time (its vector
 * scattered into a dense array); any other pair exactly, when asked for.
 */
export function tfidfSimilarityTable(
  instance: Instance,
  stopWords: ReadonlySet<string> = STOP_WORDS,
  nearBoundary = NEAR_BOUNDARY,
): SimilarityTable {
  const G = instance.groups.length;
  const P = instance.projects.length;
  const documents = [
    ...instance.groups.map(groupTextParts),
    ...instance.projects.map(projectTextParts),
  ];
  let chars = 0;
  for (const parts of documents) for (const part of parts) chars += part.length;
  const indexer = new TermIndexer(stopWords, chars);
  for (const parts of documents) indexer.addDocument(parts);
  const index = indexer.raw();
  const { docStart, term } = index;
  const weight = weigh(docStart, term, index.count, index.documentFrequency, index.documentCount);
  const exact = exactVectors(index);

  const offset = new Int32Array(G + 1);
  for (let g = 0; g < G; g++)
    offset[g + 1] = (offset[g] as number) + (instance.preferences[g] as unknown[]).length;
  const ranked = new Int16Array(offset[G] as number);
  const dense = new Float64Array(index.termCount);
  for (let g = 0; g < G; g++) {
    const prefs = instance.preferences[g] as { project: number }[];
    if (prefs.length === 0) continue;
    const from = docStart[g] as number;
    const to = docStart[g + 1] as number;
    for (let i = from; i < to; i++) dense[term[i] as number] = weight[i] as number;
    for (let r = 0; r < prefs.length; r++) {
      const p = (prefs[r] as { project: number }).project;
      let dot = 0;
      for (let k = docStart[G + p] as number; k < (docStart[G + p + 1] as number); k++) {
        const w = dense[term[k] as number] as number;
        if (w !== 0) dot += w * (weight[k] as number);
      }
      const scaled = dot * 1000;
      const near = Math.abs(scaled - Math.floor(scaled) - 0.5) < nearBoundary;
      ranked[(offset[g] as number) + r] = near ? exact(g, G + p) : toMilli(dot);
    }
    for (let i = from; i < to; i++) dense[term[i] as number] = 0;
  }

  const other = new Map<number, number>();
  return {
    milli(g, p) {
      const prefs = instance.preferences[g] as { project: number }[];
      for (let r = 0; r < prefs.length; r++) {
        if ((prefs[r] as { project: number }).project === p)
          return ranked[(offset[g] as number) + r] as number;
      }
      const key = g * P + p;
      let value = other.get(key);
      if (value === undefined) {
        value = exact(g, G + p);
        other.set(key, value);
      }
      return value;
    },
  };
}

interface SortedVector {
  keys: Float64Array;
  weights: Float64Array;
}

/**
 * Similarity in thousandths of two documents, every sum in sorted term order with the provider's
 * expressions (its norm and its merge-join), so the value is bit for bit the provider's.
 */
function exactVectors(index: RawTermIndex): (a: number, b: number) => number {
  const cache = new Map<number, SortedVector>();
  const vector = (d: number): SortedVector => {
    let v = cache.get(d);
    if (v) return v;
    const from = index.docStart[d] as number;
    const n = (index.docStart[d + 1] as number) - from;
    const order = Array.from({ length: n }, (_, i) => from + i);
    const keyOf = order.map((k) => index.sortKey(index.term[k] as number));
    const sorted = Array.from({ length: n }, (_, i) => i).sort(
      (x, y) => (keyOf[x] as number) - (keyOf[y] as number),
    );
    const terms = Int32Array.from(sorted, (i) => index.term[order[i] as number] as number);
    const counts = Int32Array.from(sorted, (i) => index.count[order[i] as number] as number);
    const weights = weigh(
      Int32Array.of(0, n),
      terms,
      counts,
      index.documentFrequency,
      index.documentCount,
    );
    v = { keys: Float64Array.from(sorted, (i) => keyOf[i] as number), weights };
    cache.set(d, v);
    return v;
  };
  return (a, b) => {
    const x = vector(a);
    const y = vector(b);
    let i = 0;
    let j = 0;
    let dot = 0;
    while (i < x.keys.length && j < y.keys.length) {
      const kx = x.keys[i] as number;
      const ky = y.keys[j] as number;
      if (kx === ky) {
        dot += (x.weights[i] as number) * (y.weights[j] as number);
        i++;
        j++;
      } else if (kx < ky) i++;
      else j++;
    }
    return toMilli(dot);
  };
}
