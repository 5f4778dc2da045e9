/**
 * A module loaded on first call and kept: the login form imports its zod schemas this way, so
 * the page shows without waiting for zod (a quarter of that page's code). A failed load is
 * forgotten, so the next call tries again.
 */
export function loadOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
