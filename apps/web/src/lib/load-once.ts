/**
 * `load` run once and its promise shared by every caller, until it fails: a failed load is not kept, so the next
 * call tries again (a chunk that could not be fetched once may well be fetched on the next try).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
