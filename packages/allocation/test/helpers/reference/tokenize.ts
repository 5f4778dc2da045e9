/**
 * The TF-IDF pipeline as it was before the fast fit (docs/benchmarks/allocation.md), kept to
 * check the new one gives the same terms and values.
 */
import { porterStem } from '../../../src/similarity/porter-stemmer';
import { STOP_WORDS } from '../../../src/similarity/stop-words';

const stemmedStops = new WeakMap<ReadonlySet<string>, Set<string>>();

/**
 * Stemming dominated allocation time (a corpus repeats a few thousand words many times), so
 * stems are memoised; the stemmer is a pure function, so results are unchanged. Bounded so a
 * long-running server cannot grow it without limit.
 */
const STEM_CACHE_LIMIT = 200_000;
const stemCache = new Map<string, string>();
function stemOf(word: string): string {
  let stem = stemCache.get(word);
  if (stem === undefined) {
    stem = porterStem(word);
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
    stemCache.set(word, stem);
  }
  return stem;
}

/** Stems of the stop words, so inflections ("uses", "goals") are dropped too. */
function stopStems(stopWords: ReadonlySet<string>): Set<string> {
  let stems = stemmedStops.get(stopWords);
  if (!stems) {
    stems = new Set([...stopWords].map(porterStem));
    stemmedStops.set(stopWords, stems);
  }
  return stems;
}

/** Index words of a text: lower-cased, stop words and bare numbers dropped, Porter-stemmed. */
export function stems(text: string, stopWords: ReadonlySet<string> = STOP_WORDS): string[] {
  const words = text.toLowerCase().match(/[a-z0-9][a-z0-9+#]*(?:\.[a-z0-9]+)*/g) ?? [];
  const out: string[] = [];
  const stops = stopStems(stopWords);
  for (const word of words) {
    if (stopWords.has(word)) continue;
    // Bare numbers ("2", "100") carry no topic.
    if (/^[0-9]+$/.test(word)) continue;
    if (word.length < 2 && !/[+#]/.test(word)) continue;
    const stem = stemOf(word);
    if (stops.has(stem)) continue;
    out.push(stem);
  }
  return out;
}

/**
 * Turns text into index terms: lower-case words (keeping `c++`, `c#`, `node.js`-style tokens
 * together), stop words removed, Porter-stemmed, plus bigrams of consecutive kept stems.
 */
export function tokenize(text: string, stopWords: ReadonlySet<string> = STOP_WORDS): string[] {
  const unigrams = stems(text, stopWords);
  const terms = unigrams.slice();
  for (let i = 0; i + 1 < unigrams.length; i++) terms.push(`${unigrams[i]} ${unigrams[i + 1]}`);
  return terms;
}
