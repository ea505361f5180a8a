/** A binary min-heap of (cost, node) on typed arrays, with lazy deletion left to the caller. */
export class NodeHeap {
  private keys: Float64Array;
  private nodes: Int32Array;
  size = 0;

  constructor(capacity: number) {
    this.keys = new Float64Array(Math.max(16, capacity));
    this.nodes = new Int32Array(Math.max(16, capacity));
  }

  push(key: number, node: number): void {
    if (this.size === this.keys.length) {
      const k = new Float64Array(this.size * 2);
      k.set(this.keys);
      const n = new Int32Array(this.size * 2);
      n.set(this.nodes);
      this.keys = k;
      this.nodes = n;
    }
    const keys = this.keys;
    const nodes = this.nodes;
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (keys[p]! <= key) break;
      keys[i] = keys[p]!;
      nodes[i] = nodes[p]!;
      i = p;
    }
    keys[i] = key;
    nodes[i] = node;
  }

  /** The smallest key (call before pop). */
  topKey(): number {
    return this.keys[0]!;
  }

  /** Removes and returns the node with the smallest key. */
  pop(): number {
    const keys = this.keys;
    const nodes = this.nodes;
    const top = nodes[0]!;
    const n = --this.size;
    if (n > 0) {
      const key = keys[n]!;
      const node = nodes[n]!;
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && keys[c + 1]! < keys[c]!) c++;
        if (keys[c]! >= key) break;
        keys[i] = keys[c]!;
        nodes[i] = nodes[c]!;
        i = c;
      }
      keys[i] = key;
      nodes[i] = node;
    }
    return top;
  }
}
