import { CommerceError } from './commerce-error.ts';

/**
 * The `with` query parameter of the Storefront API: a comma list of dotted include paths, each
 * segment optionally narrowed by modifiers, e.g.
 * `attributes:key(brand|name),variants.attributes:key(size),images.attributes:legacy(false),siblings.priceRange`.
 * Parsed into a tree so each resource reads the includes that concern it.
 */
export interface WithNode {
  readonly modifiers: ReadonlyMap<string, readonly string[]>;
  readonly children: WithTree;
}
export type WithTree = ReadonlyMap<string, WithNode>;

interface MutableNode {
  modifiers: Map<string, string[]>;
  children: Map<string, MutableNode>;
}

const segmentPattern = /^([A-Za-z][A-Za-z0-9]*)((?::[A-Za-z]+\([^()]*\))*)$/;
const modifierPattern = /:([A-Za-z]+)\(([^()]*)\)/g;

function splitSegments(path: string): string[] {
  // Dots inside a modifier's parentheses (none in practice) would not separate segments.
  const segments: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of path) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === '.' && depth === 0) {
      segments.push(current);
      current = '';
    } else current += char;
  }
  segments.push(current);
  return segments;
}

export function parseWith(value: string | undefined, parameter = 'with'): WithTree {
  const root = new Map<string, MutableNode>();
  if (value === undefined || value.trim() === '') return root;
  for (const rawPath of value.split(',')) {
    const path = rawPath.trim();
    if (path === '') continue;
    let level = root;
    for (const segment of splitSegments(path)) {
      const match = segmentPattern.exec(segment);
      if (!match) {
        throw new CommerceError(400, `Invalid query parameter ${parameter}: cannot read '${path}'`, [
          { parameter, message: `cannot read '${path}'` },
        ]);
      }
      const name = match[1]!;
      let node = level.get(name);
      if (!node) {
        node = { modifiers: new Map(), children: new Map() };
        level.set(name, node);
      }
      for (const [, modifier, args] of (match[2] ?? '').matchAll(modifierPattern)) {
        const values = args === '' ? [] : args!.split('|').map((arg) => arg.trim());
        node.modifiers.set(modifier!, [...(node.modifiers.get(modifier!) ?? []), ...values]);
      }
      level = node.children;
    }
  }
  return root;
}

/** Refuses includes a resource does not know, naming them, so a typo does not go unnoticed. */
export function assertKnownIncludes(tree: WithTree, known: readonly string[], parameter = 'with'): void {
  const unknown = [...tree.keys()].filter((key) => !known.includes(key));
  if (unknown.length > 0) {
    const message = `unknown include ${unknown.map((key) => `'${key}'`).join(', ')}; known: ${known.join(', ')}`;
    throw new CommerceError(400, `Invalid query parameter ${parameter}: ${message}`, [
      { parameter, message },
    ]);
  }
}

/**
 * An attribute include: all groups, or those whose key or type is listed (`attributes:key(a|b)`).
 * Undefined when not asked for.
 */
export interface AttributeSelection {
  keys: ReadonlySet<string> | undefined;
  types: ReadonlySet<string> | undefined;
}

export function attributeSelection(node: WithNode | undefined): AttributeSelection | undefined {
  if (!node) return undefined;
  const keys = node.modifiers.get('key');
  const types = node.modifiers.get('type');
  return { keys: keys ? new Set(keys) : undefined, types: types ? new Set(types) : undefined };
}

export function selects(selection: AttributeSelection, key: string, type: string | null): boolean {
  if (!selection.keys && !selection.types) return true;
  return (selection.keys?.has(key) ?? false) || (type !== null && (selection.types?.has(type) ?? false));
}
