/**
 * The TF-IDF pipeline as it was before the fast fit (docs/benchmarks/allocation.md), kept to
 * check the new one gives the same terms and values.
 */
import { stems } from './tokenize';

/** One distinct text as term ids (ascending, into the vocabulary) and their counts. */
export interface TermCounts {
  ids: Int32Array;
  counts: Int32Array;
}

/** A corpus counted over one vocabulary sorted by term. */
export interface CorpusTerms {
  /** Every term of the corpus, sorted; a term's id is its position. */
  vocabulary: string[];
  /** Texts of the corpus containing each term, repeated texts counted each time. */
  documentFrequency: Int32Array;
  documents: Map<string, TermCounts>;
}

/** Bigram keys pack two unigram numbers; this many unigrams fit without collisions. */
const UNIGRAM_LIMIT = 2 ** 26;

/**
 * Counts the unigrams and bigrams of every text of a corpus, as `tokenize` defines them, without
 * building a string per bigram occurrence: terms are numbered as they appear (a bigram by the
 * pair of its unigrams), counted in a dense scratch array, and only each distinct bigram is
 * spelled out once, to sort the vocabulary.
 */
export function countCorpusTerms(
  corpus: readonly string[],
  stopWords: ReadonlySet<string>,
): CorpusTerms {
  const unigramOf = new Map<string, number>();
  const unigramText: string[] = [];
  /** Provisional term numbers: unigram number, or -1 - bigram index. */
  const termOfUnigram: number[] = [];
  const bigramOf = new Map<number, number>();
  const bigramLeft: number[] = [];
  const bigramRight: number[] = [];
  const termUnigram: number[] = []; // per provisional term: unigram number or -1
  const termBigram: number[] = []; // per provisional term: bigram index or -1
  let scratch = new Int32Array(1024);
  const frequency: number[] = [];
  const local = new Map<string, { terms: Int32Array; counts: Int32Array }>();

  const newTerm = (unigram: number, bigram: number): number => {
    termUnigram.push(unigram);
    termBigram.push(bigram);
    frequency.push(0);
    return termUnigram.length - 1;
  };

  for (const text of corpus) {
    let doc = local.get(text);
    if (!doc) {
      const words = stems(text, stopWords);
      const numbers = new Int32Array(words.length);
      const seen: number[] = [];
      const count = (term: number): void => {
        if (term >= scratch.length) {
          const grown = new Int32Array(Math.max(scratch.length * 2, term + 1));
          grown.set(scratch);
          scratch = grown;
        }
        if (scratch[term] === 0) seen.push(term);
        scratch[term] = (scratch[term] as number) + 1;
      };
      for (let i = 0; i < words.length; i++) {
        const word = words[i] as string;
        let u = unigramOf.get(word);
        if (u === undefined) {
          u = unigramText.length;
          if (u >= UNIGRAM_LIMIT) throw new Error('vocabulary too large');
          unigramOf.set(word, u);
          unigramText.push(word);
          termOfUnigram.push(newTerm(u, -1));
        }
        numbers[i] = u;
        count(termOfUnigram[u] as number);
      }
      for (let i = 0; i + 1 < numbers.length; i++) {
        const key = (numbers[i] as number) * UNIGRAM_LIMIT + (numbers[i + 1] as number);
        let term = bigramOf.get(key);
        if (term === undefined) {
          bigramLeft.push(numbers[i] as number);
          bigramRight.push(numbers[i + 1] as number);
          term = newTerm(-1, bigramLeft.length - 1);
          bigramOf.set(key, term);
        }
        count(term);
      }
      const terms = Int32Array.from(seen);
      const counts = new Int32Array(terms.length);
      for (let i = 0; i < terms.length; i++) {
        counts[i] = scratch[terms[i] as number] as number;
        scratch[terms[i] as number] = 0;
      }
      doc = { terms, counts };
      local.set(text, doc);
    }
    for (const term of doc.terms) frequency[term] = (frequency[term] as number) + 1;
  }

  // Spell every distinct term once, sort, and renumber.
  const spelled = termUnigram.map((u, term) =>
    u >= 0
      ? (unigramText[u] as string)
      : `${unigramText[bigramLeft[termBigram[term] as number] as number]} ${
          unigramText[bigramRight[termBigram[term] as number] as number]
        }`,
  );
  const order = spelled
    .map((_, term) => term)
    .sort((a, b) => {
      const x = spelled[a] as string;
      const y = spelled[b] as string;
      return x < y ? -1 : x > y ? 1 : 0;
    });
  const finalId = new Int32Array(order.length);
  order.forEach((term, id) => (finalId[term] = id));
  const vocabulary = order.map((term) => spelled[term] as string);
  const documentFrequency = new Int32Array(order.length);
  order.forEach((term, id) => (documentFrequency[id] = frequency[term] as number));

  const documents = new Map<string, TermCounts>();
  for (const [text, { terms, counts }] of local) {
    documents.set(text, sortByFinalId(terms, counts, finalId));
  }
  return { vocabulary, documentFrequency, documents };
}

/** Positions per key: enough for any text a form accepts. */
const POSITIONS = 2 ** 20;

/** Term ids renumbered and sorted ascending, counts carried along. */
function sortByFinalId(terms: Int32Array, counts: Int32Array, finalId: Int32Array): TermCounts {
  const n = terms.length;
  const ids = new Int32Array(n);
  const sortedCounts = new Int32Array(n);
  if (n >= POSITIONS) {
    const order = Array.from(terms.keys()).sort(
      (a, b) => (finalId[terms[a] as number] as number) - (finalId[terms[b] as number] as number),
    );
    order.forEach((position, i) => {
      ids[i] = finalId[terms[position] as number] as number;
      sortedCounts[i] = counts[position] as number;
    });
    return { ids, counts: sortedCounts };
  }
  // Keys pack the new id and the position, so a plain numeric typed-array sort does the work.
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = (finalId[terms[i] as number] as number) * POSITIONS + i;
  keys.sort();
  for (let i = 0; i < n; i++) {
    const key = keys[i] as number;
    const position = key % POSITIONS;
    ids[i] = (key - position) / POSITIONS;
    sortedCounts[i] = counts[position] as number;
  }
  return { ids, counts: sortedCounts };
}
