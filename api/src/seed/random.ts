/**
 * A seeded pseudo-random source, so the same seed always yields the same demo dataset
 * (reproducible screenshots, benchmarks and bug reports). Not for anything secret.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: tiny, fast and well distributed enough for fake data. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }

  /** Up to k distinct items, in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    if (k * 2 >= items.length) return this.shuffle(items).slice(0, k);
    // Rejection sampling: k is small next to the list in most uses here, so this beats
    // shuffling a 10,000-user list for each note.
    const chosen = new Set<number>();
    while (chosen.size < k) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].map((i) => items[i]);
  }

  /** A whole number skewed towards 0: most values small, a few large (likes, downloads). */
  skewed(max: number, power = 3): number {
    return Math.floor(Math.pow(this.next(), power) * (max + 1));
  }
}

/** Items with fixed weights, summed once so that each pick is a binary search. */
export class WeightedTable<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    weight: (item: T) => number,
  ) {
    if (items.length === 0) throw new Error('cannot pick from an empty list');
    let sum = 0;
    for (const item of items) this.cumulative.push((sum += weight(item)));
    this.total = sum;
  }

  pick(rng: Random): T {
    const r = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo];
  }
}
