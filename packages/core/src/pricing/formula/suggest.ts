/** The known code a mistyped one most likely meant: same letters in another case, or at most two edits away. */
export function closestCode(typed: string, knownCodes: Iterable<string>): string | undefined {
  const upper = typed.toUpperCase();
  let best: string | undefined;
  let bestDistance = 3;
  for (const code of knownCodes) {
    if (code.toUpperCase() === upper) return code;
    if (Math.abs(code.length - typed.length) >= bestDistance) continue;
    const distance = editDistance(upper, code.toUpperCase(), bestDistance);
    if (distance < bestDistance) {
      best = code;
      bestDistance = distance;
    }
  }
  return best;
}

/** Levenshtein distance, giving up (returning `limit`) once every path costs at least `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin >= limit) return limit;
    previous = current;
  }
  return previous[b.length] ?? limit;
}
