import { stemOf, stopStems } from './tokenize';

/**
 * TF-IDF vectors of a whole corpus in flat typed arrays, built in one pass over the characters.
 *
 * Fitting used to dominate a default allocation: a regular expression and a substring per word,
 * a Map lookup per word and per bigram, and a string sort of every distinct bigram. Here words are
 * interned by their character codes (each distinct word is cut out, stop-checked and stemmed
 * once), terms are numbered by integer pairs in open-addressing tables, and the sorted term order
 * is found by sorting only the distinct unigrams: "x y" sorts exactly like the pair (x, y), with
 * a unigram before its bigrams, because every token character sorts after the space. The terms
 * and values are the same as `tokenize` and the Map-based vectors gave (tests compare them).
 */
/** One text as term ids (ascending) and their counts. */
export interface TermCounts {
  ids: Int32Array;
  counts: Int32Array;
}

export interface TermIndex {
  documentCount: number;
  /** Terms of document d are positions docStart[d] .. docStart[d + 1] - 1, ids ascending. */
  docStart: Int32Array;
  termId: Int32Array;
  count: Int32Array;
  /** L2-normalised TF-IDF weights, summed for the norm in ascending id order. */
  weight: Float64Array;
  /** Number of distinct terms; ids are 0 .. termCount - 1 in sorted term order. */
  termCount: number;
  documentFrequency: Int32Array;
  /** The term with this id ("stem" or "stem stem"). */
  spell(id: number): string;
}

/** A counted corpus before its terms are put in sorted order; see `TermIndexer.raw`. */
export interface RawTermIndex {
  documentCount: number;
  /** Postings of document d are docStart[d] .. docStart[d + 1] - 1, in no particular order. */
  docStart: Int32Array;
  term: Int32Array;
  count: Int32Array;
  documentFrequency: Int32Array;
  termCount: number;
  /** A number that orders terms exactly as their spellings sort. */
  sortKey(term: number): number;
}

/** Postings per document that fit the packed sort key beside a term id. */
const POSITIONS = 2 ** 20;
const DIGITS = /^[0-9]+$/;
const PLUS_OR_HASH = /[+#]/;

/** Character flags, one lookup per character: may start a word, may continue one. */
const START = 1; // a-z, A-Z, 0-9
const CONTINUE = 2; // the same, and '+' and '#'
const NON_ASCII = 4;
const FLAGS = new Uint8Array(65536).fill(NON_ASCII);
for (let c = 0; c < 128; c++) {
  const lowered = c | 32;
  const alnum = (c >= 48 && c <= 57) || (lowered >= 97 && lowered <= 122);
  FLAGS[c] = alnum ? START | CONTINUE : 0;
}
FLAGS[43] = CONTINUE;
FLAGS[35] = CONTINUE;
const FNV_PRIME = 0x01000193;
/**
 * Bigram table entry: key (the two unigrams packed, `a << 16 | b`), term (-1: empty). Eight bytes
 * an entry keep the table small enough to stay in cache, where the lookup of every bigram
 * occurrence goes; its counts are kept per term like a unigram's. The key is the pair itself
 * while there are at most 32,768 unigrams (stems); past that a matching key is checked against
 * the term's unigrams (the slot is hashed from the key, so colliding pairs share a probe chain).
 */
const BI = 2;

/**
 * The bigram table of the last finished indexer, reused by the next one (the JS thread runs one
 * fit at a time): a warm server fitting similar corpora then neither allocates nor regrows it.
 */
let spareBigramSlots: Int32Array<ArrayBuffer> | null = null;

/**
 * Bigram slots to start with for a corpus of `chars` characters: about one distinct bigram per
 * 100 characters of varied prose (fewer in repetitive text); the table doubles if there are more.
 */
function bigramSlotsFor(chars: number): number {
  let slots = 1 << 12;
  while (slots * 100 < chars) slots *= 2;
  return slots;
}

/** Word table entry: length, packs p0 p1 p2 and last, unigram, start in the pool, hash. */
const SLOT = 8;

/** The hash `scan` computes from a word's packs (kept in the slot for rehashing). */
function hashOfSlot(slots: Int32Array, at: number): number {
  const length = slots[at] as number;
  let hash = Math.imul(
    (slots[at + 1] as number) ^ Math.imul((slots[at + 2] as number) ^ length, 0x9e3779b1),
    0x85ebca6b,
  );
  hash = Math.imul(
    hash ^ (slots[at + 3] as number) ^ Math.imul(slots[at + 4] as number, 0x27d4eb2d),
    0xc2b2ae35,
  );
  return hash ^ (hash >>> 15);
}

function grow(array: Int32Array, need: number, fill = 0): Int32Array<ArrayBuffer> {
  if (need <= array.length) return array as Int32Array<ArrayBuffer>;
  const next = new Int32Array(Math.max(need, array.length * 2));
  if (fill !== 0) next.fill(fill, array.length);
  next.set(array);
  return next;
}

/** Builds a term index document by document; a document is a list of parts read as one text. */
export class TermIndexer {
  private readonly stops: Set<string>;
  // Distinct words, in an open-addressing table of SLOT entries per word (see `scan`);
  // length 0 marks an empty slot.
  private slots = new Int32Array(SLOT << 12);
  private words = 0;
  private pool = new Uint8Array(1 << 14);
  private poolEnd = 0;
  // Unigrams (distinct kept stems) and terms (a unigram, or a pair of unigrams).
  private readonly unigramOf = new Map<string, number>();
  private readonly unigramText: string[] = [];
  private termOfUnigram = new Int32Array(1 << 10);
  private termA = new Int32Array(1 << 12);
  private termB = new Int32Array(1 << 12);
  // Per term, side by side: count in the current document, documents containing it. A bigram
  // occurrence then costs two cache misses (its table slot, its counts), not three.
  private stats = new Int32Array(2 << 12);
  private terms = 0;
  private bigramSlots: Int32Array<ArrayBuffer>;
  private bigrams = 0;
  // Postings: distinct terms of each document with their counts.
  private docStart = new Int32Array(1 << 10);
  private documents = 0;
  private postTerm = new Int32Array(1 << 14);
  private postCount = new Int32Array(1 << 14);
  private posts = 0;
  private seen = new Int32Array(1 << 10);
  private partUnigrams = new Int32Array(1 << 10);
  private partLength = 0;

  /** `expectedChars`: the corpus length if known, to size the tables once instead of growing. */
  constructor(
    private readonly stopWords: ReadonlySet<string>,
    expectedChars = 0,
  ) {
    this.stops = stopStems(stopWords);
    // About one posting per 5 characters of prose. Other tables grow as they fill: a table sized
    // for the worst case would spread lookups over far more memory than they need.
    const posts = Math.ceil(expectedChars / 5);
    if (posts > this.postTerm.length) {
      this.postTerm = new Int32Array(posts);
      this.postCount = new Int32Array(posts);
    }
    // Start from an estimate of the distinct bigrams and let the table double if the corpus has
    // more; a spare table of the right order of size is taken instead of a new one.
    const slots = bigramSlotsFor(expectedChars);
    const spare = spareBigramSlots;
    if (spare && spare.length >= slots * BI && spare.length < slots * BI * 4) {
      spareBigramSlots = null;
      this.bigramSlots = spare.fill(-1);
    } else {
      this.bigramSlots = new Int32Array(slots * BI).fill(-1);
    }
  }

  /** Adds one document made of `parts`, tokenised as if joined by line breaks. */
  addDocument(parts: readonly string[]): void {
    if (this.bigramSlots.length === 0) throw new Error('TermIndexer: the index was already taken');
    let previous = -1;
    let seenCount = 0;
    for (let k = 0; k < parts.length; k++) {
      const part = parts[k] as string;
      this.partLength = 0;
      // Upper-case ASCII is lowered on the fly; any other character may lower to ASCII (the
      // Kelvin sign to "k"), so a part holding one is read again from `toLowerCase()`.
      if (!this.scan(part, false)) {
        this.partLength = 0;
        this.scan(part.toLowerCase(), true);
      }
      const n = this.partLength;
      if (n === 0) continue;
      if (this.seen.length < seenCount + 2 * n) this.seen = grow(this.seen, seenCount + 2 * n);
      if ((this.bigrams + n) * 2 > this.bigramSlots.length / BI) this.rehashBigrams(n);
      // ... and for their terms, so the per-term arrays do not move either.
      if (this.terms + n > this.termA.length) this.growTerms(this.terms + n);
      const units = this.partUnigrams;
      const stats = this.stats;
      const termOfUnigram = this.termOfUnigram;
      const seen = this.seen;
      for (let i = 0; i < n; i++) {
        const u = units[i] as number;
        const term = termOfUnigram[u] as number;
        if (stats[2 * term] === 0) seen[seenCount++] = term;
        stats[2 * term] = (stats[2 * term] as number) + 1;
        if (previous >= 0) {
          const bigram = this.bigramTerm(previous, u);
          if (stats[2 * bigram] === 0) seen[seenCount++] = bigram;
          stats[2 * bigram] = (stats[2 * bigram] as number) + 1;
        }
        previous = u;
      }
    }
    if (this.posts + seenCount > this.postTerm.length) {
      this.postTerm = grow(this.postTerm, this.posts + seenCount);
      this.postCount = grow(this.postCount, this.posts + seenCount);
    }
    const { seen, stats, postTerm, postCount } = this;
    let posts = this.posts;
    for (let i = 0; i < seenCount; i++) {
      const term = seen[i] as number;
      postTerm[posts] = term;
      postCount[posts] = stats[2 * term] as number;
      posts++;
      stats[2 * term] = 0;
      stats[2 * term + 1] = (stats[2 * term + 1] as number) + 1;
    }
    this.posts = posts;
    this.documents++;
    if (this.documents >= this.docStart.length)
      this.docStart = grow(this.docStart, this.documents + 1);
    this.docStart[this.documents] = posts;
  }

  /**
   * Collects the kept unigrams of `text` into `partUnigrams`: the words of
   * `/[a-z0-9][a-z0-9+#]*(?:\.[a-z0-9]+)*\/g` on the lower-cased text, each hashed while it is
   * read and looked up in the word table. Returns false at a non-ASCII character unless the text
   * is already lower-cased.
   */
  private scan(text: string, lowered: boolean): boolean {
    const n = text.length;
    if (this.partUnigrams.length < this.partLength + (n >> 1) + 1)
      this.partUnigrams = grow(this.partUnigrams, this.partLength + (n >> 1) + 1);
    const units = this.partUnigrams;
    let count = this.partLength;
    let i = 0;
    while (i < n) {
      let c = text.charCodeAt(i);
      const flags = FLAGS[c] as number;
      if ((flags & START) === 0) {
        if (flags === NON_ASCII && !lowered) return false;
        i++;
        continue;
      }
      // One pass over the word's characters, packing each as it is read: 7 bits a character
      // (`| 32` lowers A-Z and keeps digits, '+', '#' and '.'), four characters an integer. Words
      // of up to 12 characters are compared exactly by their packs; longer ones, whose third
      // pack only mixes the rest in, also character by character.
      const start = i;
      let p0 = 0;
      let p1 = 0;
      let p2 = 0;
      let last = 0;
      let tail = CONTINUE; // '+' and '#' may follow until the first ".x" group
      for (;;) {
        const k = i - start;
        last = (last << 7) | (c | 32);
        if ((k & 3) === 3) {
          if (k === 3) p0 = last;
          else if (k === 7) p1 = last;
          else p2 = Math.imul(p2 ^ last, FNV_PRIME);
          last = 0;
        }
        if (++i >= n) break;
        c = text.charCodeAt(i);
        if (((FLAGS[c] as number) & tail) !== 0) continue;
        if (c === 46 && i + 1 < n && ((FLAGS[text.charCodeAt(i + 1)] as number) & START) !== 0) {
          tail = START;
          continue;
        }
        break;
      }
      const length = i - start;
      let hash = Math.imul(p0 ^ Math.imul(p1 ^ length, 0x9e3779b1), 0x85ebca6b);
      hash = Math.imul(hash ^ p2 ^ Math.imul(last, 0x27d4eb2d), 0xc2b2ae35);
      hash ^= hash >>> 15;
      const slots = this.slots;
      const mask = slots.length / SLOT - 1;
      let slot = hash & mask;
      let unigram: number;
      for (;;) {
        const at = slot * SLOT;
        const slotLength = slots[at] as number;
        if (slotLength === 0) {
          unigram = this.newWord(text, start, i, at, p0, p1, p2, last);
          break;
        }
        if (
          slotLength === length &&
          slots[at + 1] === p0 &&
          slots[at + 2] === p1 &&
          slots[at + 3] === p2 &&
          slots[at + 4] === last &&
          (length <= 12 || this.sameWord(text, start, slots[at + 6] as number, length))
        ) {
          unigram = slots[at + 5] as number;
          break;
        }
        slot = (slot + 1) & mask;
      }
      if (unigram >= 0) units[count++] = unigram;
    }
    this.partLength = count;
    return true;
  }

  private sameWord(text: string, start: number, at: number, length: number): boolean {
    for (let k = 0; k < length; k++)
      if (this.pool[at + k] !== (text.charCodeAt(start + k) | 32)) return false;
    return true;
  }

  /** Stores a new word at `at` and decides its unigram once: the filters of `stems`. */
  private newWord(
    text: string,
    start: number,
    end: number,
    at: number,
    p0: number,
    p1: number,
    p2: number,
    last: number,
  ): number {
    if (this.poolEnd + end - start > this.pool.length) {
      const pool = new Uint8Array(Math.max(this.pool.length * 2, this.poolEnd + end - start));
      pool.set(this.pool);
      this.pool = pool;
    }
    const poolStart = this.poolEnd;
    for (let i = start; i < end; i++) this.pool[this.poolEnd++] = text.charCodeAt(i) | 32;
    const word = text.slice(start, end).toLowerCase();
    let unigram = -1;
    if (
      !this.stopWords.has(word) &&
      !DIGITS.test(word) &&
      (word.length >= 2 || PLUS_OR_HASH.test(word))
    ) {
      const stem = stemOf(word);
      if (!this.stops.has(stem)) {
        let u = this.unigramOf.get(stem);
        if (u === undefined) {
          u = this.unigramText.length;
          this.unigramOf.set(stem, u);
          this.unigramText.push(stem);
          this.termOfUnigram = grow(this.termOfUnigram, u + 1);
          this.termOfUnigram[u] = this.newTerm(u, -1);
        }
        unigram = u;
      }
    }
    const slots = this.slots;
    slots[at] = end - start;
    slots[at + 1] = p0;
    slots[at + 2] = p1;
    slots[at + 3] = p2;
    slots[at + 4] = last;
    slots[at + 5] = unigram;
    slots[at + 6] = poolStart;
    slots[at + 7] = hashOfSlot(slots, at);
    if (++this.words * 2 > slots.length / SLOT) this.rehashWords();
    return unigram;
  }

  private rehashWords(): void {
    const old = this.slots;
    const slots = new Int32Array(old.length * 2);
    const mask = slots.length / SLOT - 1;
    for (let from = 0; from < old.length; from += SLOT) {
      if (old[from] === 0) continue;
      let slot = (old[from + 7] as number) & mask;
      while (slots[slot * SLOT] !== 0) slot = (slot + 1) & mask;
      for (let k = 0; k < SLOT; k++) slots[slot * SLOT + k] = old[from + k] as number;
    }
    this.slots = slots;
  }

  private growTerms(need: number): void {
    this.termA = grow(this.termA, need);
    this.termB = grow(this.termB, need);
    this.stats = grow(this.stats, 2 * need);
  }

  private newTerm(a: number, b: number): number {
    const term = this.terms++;
    if (term >= this.termA.length) this.growTerms(term + 1);
    this.termA[term] = a;
    this.termB[term] = b;
    return term;
  }

  /** Term of the bigram (a, b), numbered when new. */
  private bigramTerm(a: number, b: number): number {
    const slots = this.bigramSlots;
    const mask = slots.length / BI - 1;
    const key = (a << 16) | b;
    // Keys are unique while every unigram id so far is below 2^15.
    const exact = this.unigramText.length <= 0x8000;
    for (let slot = keyHash(key) & mask; ; slot = (slot + 1) & mask) {
      const at = slot * BI;
      const term = slots[at + 1] as number;
      if (term === -1) {
        const created = this.newTerm(a, b);
        slots[at] = key;
        slots[at + 1] = created;
        this.bigrams++;
        return created;
      }
      if (slots[at] === key && (exact || (this.termA[term] === a && this.termB[term] === b)))
        return term;
    }
  }

  /** Grows the bigram table to hold `extra` more entries at half load. */
  private rehashBigrams(extra: number): void {
    const old = this.bigramSlots;
    let size = old.length / BI;
    while ((this.bigrams + extra) * 2 > size) size *= 2;
    const slots = new Int32Array(size * BI).fill(-1);
    const mask = size - 1;
    for (let from = 0; from < old.length; from += BI) {
      const term = old[from + 1] as number;
      if (term === -1) continue;
      let slot = keyHash(old[from] as number) & mask;
      while (slots[slot * BI + 1] !== -1) slot = (slot + 1) & mask;
      slots[slot * BI] = old[from] as number;
      slots[slot * BI + 1] = term;
    }
    this.bigramSlots = slots;
  }

  /** Documents containing each term. The indexer is then done: its bigram table goes to the next. */
  private documentFrequencies(): Int32Array {
    if (this.bigramSlots.length > 0) {
      spareBigramSlots = this.bigramSlots;
      this.bigramSlots = new Int32Array(0);
    }
    const frequency = new Int32Array(this.terms);
    for (let t = 0; t < this.terms; t++) frequency[t] = this.stats[2 * t + 1] as number;
    return frequency;
  }

  /**
   * The counted corpus as it stands, terms numbered in first-seen order (no sorting at all), with
   * a key per term that sorts like the term's spelling, for the few sums that need that order.
   */
  raw(): RawTermIndex {
    const U = this.unigramText.length;
    const termA = this.termA;
    const termB = this.termB;
    let rank: Int32Array | null = null;
    return {
      documentCount: this.documents,
      docStart: this.docStart.slice(0, this.documents + 1),
      term: this.postTerm.subarray(0, this.posts),
      count: this.postCount.subarray(0, this.posts),
      documentFrequency: this.documentFrequencies(),
      termCount: this.terms,
      sortKey: (t) => {
        rank ??= this.unigramRanks();
        const b = termB[t] as number;
        return (
          (rank[termA[t] as number] as number) * (U + 1) + (b < 0 ? 0 : (rank[b] as number) + 1)
        );
      },
    };
  }

  private unigramRanks(): Int32Array {
    const text = this.unigramText;
    const order = Array.from({ length: text.length }, (_, u) => u).sort((x, y) => {
      const a = text[x] as string;
      const b = text[y] as string;
      return a < b ? -1 : a > b ? 1 : 0;
    });
    const rank = new Int32Array(text.length);
    order.forEach((u, r) => (rank[u] = r));
    return rank;
  }

  /** Numbers the terms in sorted order and weighs every document. */
  finish(): TermIndex {
    const U = this.unigramText.length;
    const T = this.terms;
    const rank = this.unigramRanks();

    // Sorted term order = (rank of first stem, 0 for a unigram or 1 + rank of the second), by two
    // stable counting sorts (least significant key first).
    const second = new Int32Array(T);
    for (let t = 0; t < T; t++) {
      const b = this.termB[t] as number;
      second[t] = b < 0 ? 0 : (rank[b] as number) + 1;
    }
    const bySecond = countingSort(T, U + 1, (t) => second[t] as number, null);
    const order = countingSort(T, U, (t) => rank[this.termA[t] as number] as number, bySecond);
    const finalId = new Int32Array(T);
    for (let k = 0; k < T; k++) finalId[order[k] as number] = k;

    // Each document's postings in ascending id order: its few postings sorted in place, each key
    // packing the id and the posting's position, so a plain numeric typed-array sort does it.
    const D = this.documents;
    const P = this.posts;
    const docStart = this.docStart.slice(0, D + 1);
    const termId = new Int32Array(P);
    const count = new Int32Array(P);
    let keys = new Float64Array(64);
    for (let d = 0; d < D; d++) {
      const from = docStart[d] as number;
      const n = (docStart[d + 1] as number) - from;
      if (n >= POSITIONS) {
        const order = Array.from({ length: n }, (_, i) => from + i).sort(
          (x, y) =>
            (finalId[this.postTerm[x] as number] as number) -
            (finalId[this.postTerm[y] as number] as number),
        );
        order.forEach((k, i) => {
          termId[from + i] = finalId[this.postTerm[k] as number] as number;
          count[from + i] = this.postCount[k] as number;
        });
        continue;
      }
      if (keys.length < n) keys = new Float64Array(n * 2);
      for (let i = 0; i < n; i++)
        keys[i] = (finalId[this.postTerm[from + i] as number] as number) * POSITIONS + i;
      const sorted = keys.subarray(0, n).sort();
      for (let i = 0; i < n; i++) {
        const key = sorted[i] as number;
        const position = key % POSITIONS;
        termId[from + i] = (key - position) / POSITIONS;
        count[from + i] = this.postCount[from + position] as number;
      }
    }

    const frequencies = this.documentFrequencies();
    const documentFrequency = new Int32Array(T);
    for (let t = 0; t < T; t++) documentFrequency[finalId[t] as number] = frequencies[t] as number;
    const weight = weigh(docStart, termId, count, documentFrequency, D);
    const termA = this.termA;
    const termB = this.termB;
    const text = this.unigramText;
    return {
      documentCount: D,
      docStart,
      termId,
      count,
      weight,
      termCount: T,
      documentFrequency,
      spell(id) {
        const t = order[id] as number;
        const b = termB[t] as number;
        const a = text[termA[t] as number] as string;
        return b < 0 ? a : `${a} ${text[b] as string}`;
      },
    };
  }
}

/** Stable counting sort of 0 .. n - 1 (or of `input`) by an integer key in [0, range). */
function countingSort(
  n: number,
  range: number,
  key: (item: number) => number,
  input: Int32Array | null,
): Int32Array {
  const start = new Int32Array(range + 1);
  for (let i = 0; i < n; i++) {
    const k = key(input ? (input[i] as number) : i) + 1;
    start[k] = (start[k] as number) + 1;
  }
  for (let r = 0; r < range; r++) start[r + 1] = (start[r + 1] as number) + (start[r] as number);
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const item = input ? (input[i] as number) : i;
    const k = key(item);
    out[start[k] as number] = item;
    start[k] = (start[k] as number) + 1;
  }
  return out;
}

/** Slot hash of a bigram key; pairs whose keys collide share a probe sequence. */
function keyHash(key: number): number {
  const h = Math.imul(key, 0x9e3779b1);
  return Math.imul(h ^ (h >>> 16), 0x85ebca6b) ^ (h >>> 13);
}

/** 1 + ln(count) for the counts nearly every term has. */
const TF = Float64Array.from({ length: 64 }, (_, c) => 1 + Math.log(c));

/**
 * Sublinear tf (1 + ln tf) times smoothed idf (ln((1 + N) / (1 + df)) + 1), L2-normalised, with
 * the same expressions and summation order as the provider always used, so values are identical.
 */
export function weigh(
  docStart: Int32Array,
  termId: Int32Array,
  count: Int32Array,
  documentFrequency: ArrayLike<number>,
  documentCount: number,
): Float64Array {
  const weight = new Float64Array(termId.length);
  // idf depends on df alone: worth a table when many documents are weighed at once.
  const idfOf = new Float64Array(docStart.length > 64 ? documentCount + 1 : 0).fill(-1);
  for (let d = 0; d + 1 < docStart.length; d++) {
    const from = docStart[d] as number;
    const to = docStart[d + 1] as number;
    let norm = 0;
    for (let i = from; i < to; i++) {
      const df = documentFrequency[termId[i] as number] ?? 0;
      let idf = df < idfOf.length ? (idfOf[df] as number) : -1;
      if (idf < 0) {
        idf = Math.log((1 + documentCount) / (1 + df)) + 1;
        if (df < idfOf.length) idfOf[df] = idf;
      }
      const c = count[i] as number;
      const w = (c < TF.length ? (TF[c] as number) : 1 + Math.log(c)) * idf;
      weight[i] = w;
      norm += w * w;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (let i = from; i < to; i++) weight[i] = (weight[i] as number) / norm;
  }
  return weight;
}
