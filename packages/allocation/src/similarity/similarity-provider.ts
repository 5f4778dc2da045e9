/** A term both texts share, with its contribution to their cosine similarity. */
export interface SharedTerm {
  term: string;
  weight: number;
}

/**
 * Text similarity between a group's text and a project's text.
 *
 * `prepare` fits corpus statistics (or loads a model) and may be async, e.g. for a local embedding
 * model; callers await it before handing the provider to `allocateProjects`, which is synchronous.
 */
export interface SimilarityProvider {
  /** Identifier and version, recorded with each allocation run. */
  readonly id: string;
  prepare(corpus: readonly string[]): void | Promise<void>;
  /** Similarity in [0, 1]; 0 when either text is empty. */
  similarity(a: string, b: string): number;
  /**
   * Optional fast path for many lookups over fixed text lists: returns `(i, j) =>` the same value
   * as `similarity(a[i], b[j])`, with per-text work done once.
   */
  scorer?(a: readonly string[], b: readonly string[]): (i: number, j: number) => number;
  /** The shared terms that weigh most, best first. */
  explain?(a: string, b: string, limit?: number): SharedTerm[];
}

/**
 * Adapter for an embedding model (e.g. a local ONNX sentence encoder loaded by the server): the
 * caller supplies `embed`, and this provider caches vectors and returns clamped cosine similarity.
 */
export function createEmbeddingProvider(
  id: string,
  embed: (texts: readonly string[]) => Promise<readonly (readonly number[])[]>,
): SimilarityProvider {
  const cache = new Map<string, readonly number[]>();
  return {
    id,
    async prepare(corpus) {
      const missing = [...new Set(corpus)].filter((t) => t.trim() !== '' && !cache.has(t));
      const vectors = await embed(missing);
      missing.forEach((text, i) => cache.set(text, vectors[i] ?? []));
    },
    similarity(a, b) {
      const va = cache.get(a);
      const vb = cache.get(b);
      if (!va || !vb) return 0;
      let dot = 0;
      let na = 0;
      let nb = 0;
      for (let i = 0; i < va.length; i++) {
        const x = va[i] ?? 0;
        const y = vb[i] ?? 0;
        dot += x * y;
        na += x * x;
        nb += y * y;
      }
      if (na === 0 || nb === 0) return 0;
      return Math.min(1, Math.max(0, dot / Math.sqrt(na * nb)));
    },
  };
}
