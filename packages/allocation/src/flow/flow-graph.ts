/**
 * A residual flow network with integer capacities and lexicographic vector costs.
 *
 * Arcs are stored in pairs: arc `e` and its reverse `e ^ 1`. Each arc's cost is a vector of
 * `levels` integers compared lexicographically, which lets one solver handle every policy exactly
 * without squeezing several objectives into one floating-point number.
 */
export class FlowGraph {
  readonly nodeCount: number;
  readonly levels: number;
  arcCount = 0;
  /** Head node of each arc. */
  to: Int32Array;
  /** Residual capacity of each arc. */
  cap: Int32Array;
  /** Cost vectors, `levels` entries per arc. */
  cost: Float64Array;
  /** Next arc in the adjacency list of the tail node, or -1. */
  next: Int32Array;
  /** First arc leaving each node, or -1. */
  readonly first: Int32Array;

  constructor(nodeCount: number, levels: number, arcCapacityHint = 16) {
    this.nodeCount = nodeCount;
    this.levels = levels;
    const size = Math.max(2, arcCapacityHint * 2);
    this.to = new Int32Array(size);
    this.cap = new Int32Array(size);
    this.cost = new Float64Array(size * levels);
    this.next = new Int32Array(size);
    this.first = new Int32Array(nodeCount).fill(-1);
  }

  /**
   * Adds arc u -> v with capacity `capacity` and cost vector `cost` (missing levels are 0), plus its
   * zero-capacity reverse. Returns the forward arc's index; the reverse is `index ^ 1`.
   */
  addArc(u: number, v: number, capacity: number, cost: readonly number[] = []): number {
    if (this.arcCount + 2 > this.to.length) this.grow();
    const e = this.arcCount;
    const L = this.levels;
    this.to[e] = v;
    this.cap[e] = capacity;
    this.next[e] = this.first[u] as number;
    this.first[u] = e;
    this.to[e + 1] = u;
    this.cap[e + 1] = 0;
    this.next[e + 1] = this.first[v] as number;
    this.first[v] = e + 1;
    for (let l = 0; l < L; l++) {
      const c = cost[l] ?? 0;
      this.cost[e * L + l] = c;
      // `-0` would compare equal anyway, but keep the reverse cost a clean integer.
      this.cost[(e + 1) * L + l] = c === 0 ? 0 : -c;
    }
    this.arcCount += 2;
    return e;
  }

  /**
   * Sets levels `from .. from + count - 1` of arc `e` to `source[offset ..]`, and their negation on
   * its reverse, without building a cost array per arc.
   */
  setCost(e: number, from: number, source: ArrayLike<number>, offset: number, count: number): void {
    const L = this.levels;
    for (let k = 0; k < count; k++) {
      const c = source[offset + k] as number;
      this.cost[e * L + from + k] = c;
      this.cost[(e + 1) * L + from + k] = c === 0 ? 0 : -c;
    }
  }

  /** Flow currently on forward arc `e` (the reverse arc's residual capacity). */
  flowOn(e: number): number {
    return this.cap[e ^ 1] as number;
  }

  private grow(): void {
    const size = this.to.length * 2;
    const L = this.levels;
    const to = new Int32Array(size);
    to.set(this.to);
    const cap = new Int32Array(size);
    cap.set(this.cap);
    const next = new Int32Array(size);
    next.set(this.next);
    const cost = new Float64Array(size * L);
    cost.set(this.cost);
    this.to = to;
    this.cap = cap;
    this.next = next;
    this.cost = cost;
  }
}
