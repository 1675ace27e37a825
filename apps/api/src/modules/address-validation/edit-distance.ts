/**
 * Levenshtein distance (insertions, deletions, substitutions), stopping early once it exceeds `limit`:
 * only "close enough" matters, and inputs are bounded, so the early exit keeps every check cheap.
 */
export function editDistanceWithin(a: string, b: string, limit: number): number | null {
  if (Math.abs(a.length - b.length) > limit) return null;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return null;
    previous = current;
  }
  const distance = previous[b.length]!;
  return distance <= limit ? distance : null;
}
