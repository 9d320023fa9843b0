// The spatial part of a geo index: a bucket quadtree over the index's coordinate plane (longitude/latitude for
// 2dsphere, the [min, max) square for 2d). A point sits in the leaf its cell covers; a line or polygon in the
// smallest node whose cell holds its whole bounding rectangle. Box queries walk only the cells that meet the box;
// nearest-first queries pop cells and entries from a heap keyed by a lower bound of their distance.
import { rectsIntersect, type Rect } from './sphere';
import type { Geo } from './geometry';

export interface TreeEntry {
  id: string;
  geo: Geo;
}

interface Node {
  rect: Rect;
  depth: number;
  entries: TreeEntry[];
  children: Node[] | null;
}

const BUCKET = 24;
const MAX_DEPTH = 26;

/** How far a cell or an entry can be from the query point: a lower bound for cells, the exact value for entries. */
export interface Metric {
  rect(r: Rect): number;
  entry(g: Geo): number;
}

export class GeoTree {
  private root: Node;
  private readonly byId = new Map<string, Array<{ entry: TreeEntry; node: Node }>>();
  private count = 0;

  constructor(private readonly world: Rect) {
    this.root = { rect: world, depth: 0, entries: [], children: null };
  }

  get size(): number {
    return this.count;
  }

  ids(): IterableIterator<string> {
    return this.byId.keys();
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  insert(id: string, geo: Geo): void {
    const entry: TreeEntry = { id, geo };
    const node = this.place(this.root, entry);
    let list = this.byId.get(id);
    if (!list) this.byId.set(id, (list = []));
    list.push({ entry, node });
    this.count++;
  }

  remove(id: string): void {
    const list = this.byId.get(id);
    if (!list) return;
    for (const { entry } of list) {
      // The entry may have moved down since it was placed (a split); find it from the root by its bounds.
      const node = this.nodeHolding(entry);
      if (!node) continue;
      const at = node.entries.indexOf(entry);
      node.entries[at] = node.entries[node.entries.length - 1];
      node.entries.pop();
      this.count--;
    }
    this.byId.delete(id);
  }

  clear(): void {
    this.root = { rect: this.world, depth: 0, entries: [], children: null };
    this.byId.clear();
    this.count = 0;
  }

  /** Entries whose bounding rectangle meets a rectangle (a superset of the matches; the caller tests each). */
  *search(box: Rect): Iterable<TreeEntry> {
    const stack: Node[] = [this.root];
    while (stack.length) {
      const node = stack.pop()!;
      for (const entry of node.entries) if (rectsIntersect(entry.geo.bounds, box)) yield entry;
      if (node.children)
        for (const child of node.children) if (rectsIntersect(child.rect, box)) stack.push(child);
    }
  }

  /**
   * Entries in ascending distance (with it), stopping beyond maxDistance: best-first over a heap of cells and
   * entries, so a caller that stops after k results visits only the cells near the point.
   */
  *nearest(metric: Metric, maxDistance = Infinity): Iterable<{ entry: TreeEntry; distance: number }> {
    const heap = new Heap();
    heap.push(metric.rect(this.root.rect), this.root);
    while (heap.size) {
      const { key, item } = heap.pop();
      if (key > maxDistance) return;
      if ('id' in item) {
        yield { entry: item, distance: key };
        continue;
      }
      for (const entry of item.entries) {
        const d = metric.entry(entry.geo);
        if (d <= maxDistance) heap.push(d, entry);
      }
      if (item.children)
        for (const child of item.children) {
          const d = metric.rect(child.rect);
          if (d <= maxDistance) heap.push(d, child);
        }
    }
  }

  private place(node: Node, entry: TreeEntry): Node {
    for (;;) {
      if (node.children) {
        const child = this.childFor(node, entry.geo.bounds);
        if (child) {
          node = child;
          continue;
        }
        node.entries.push(entry);
        return node;
      }
      node.entries.push(entry);
      if (node.entries.length > BUCKET && node.depth < MAX_DEPTH) this.split(node);
      return this.nodeHolding(entry) ?? node;
    }
  }

  private split(node: Node): void {
    const { minX, minY, maxX, maxY } = node.rect;
    const midX = (minX + maxX) / 2;
    const midY = (minY + maxY) / 2;
    node.children = [
      { rect: { minX, minY, maxX: midX, maxY: midY }, depth: node.depth + 1, entries: [], children: null },
      { rect: { minX: midX, minY, maxX, maxY: midY }, depth: node.depth + 1, entries: [], children: null },
      { rect: { minX, minY: midY, maxX: midX, maxY }, depth: node.depth + 1, entries: [], children: null },
      { rect: { minX: midX, minY: midY, maxX, maxY }, depth: node.depth + 1, entries: [], children: null },
    ];
    const kept: TreeEntry[] = [];
    for (const entry of node.entries) {
      const child = this.childFor(node, entry.geo.bounds);
      if (child) child.entries.push(entry);
      else kept.push(entry);
    }
    node.entries = kept;
    for (const child of node.children)
      if (child.entries.length > BUCKET && child.depth < MAX_DEPTH) this.split(child);
  }

  /** The child whose cell holds a whole rectangle: each child owns [min, mid) or [mid, max] on each axis. */
  private childFor(node: Node, b: Rect): Node | null {
    const children = node.children!;
    const midX = children[0].rect.maxX;
    const midY = children[0].rect.maxY;
    const right = b.minX >= midX;
    const left = b.maxX < midX;
    const top = b.minY >= midY;
    const bottom = b.maxY < midY;
    if (!(right || left) || !(top || bottom)) return null;
    return children[(top ? 2 : 0) + (right ? 1 : 0)];
  }

  private nodeHolding(entry: TreeEntry): Node | null {
    let node = this.root;
    for (;;) {
      if (node.entries.includes(entry)) return node;
      if (!node.children) return null;
      const child = this.childFor(node, entry.geo.bounds);
      if (!child) return null;
      node = child;
    }
  }
}

type HeapItem = Node | TreeEntry;

/** A binary min-heap of items by key. */
class Heap {
  private keys: number[] = [];
  private items: HeapItem[] = [];

  get size(): number {
    return this.keys.length;
  }

  push(key: number, item: HeapItem): void {
    const keys = this.keys;
    const items = this.items;
    let i = keys.length;
    keys.push(key);
    items.push(item);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent] <= key) break;
      keys[i] = keys[parent];
      items[i] = items[parent];
      i = parent;
    }
    keys[i] = key;
    items[i] = item;
  }

  pop(): { key: number; item: HeapItem } {
    const keys = this.keys;
    const items = this.items;
    const top = { key: keys[0], item: items[0] };
    const lastKey = keys.pop()!;
    const lastItem = items.pop()!;
    const n = keys.length;
    if (n) {
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= n) break;
        if (child + 1 < n && keys[child + 1] < keys[child]) child++;
        if (keys[child] >= lastKey) break;
        keys[i] = keys[child];
        items[i] = items[child];
        i = child;
      }
      keys[i] = lastKey;
      items[i] = lastItem;
    }
    return top;
  }
}
