const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function walk(node: unknown, visit: (object: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit);
    return;
  }
  if (!isObject(node)) return;
  visit(node);
  for (const value of Object.values(node)) walk(value, visit);
}

/** `component.field` as `resolve_relations` names a relation field. */
export interface RelationField {
  component: string;
  field: string;
}

export function parseRelationField(spec: string): RelationField {
  const [component = '', field = ''] = spec.split('.', 2);
  return { component, field };
}

/**
 * The story uuids that relation fields hold (a single-option field holds one, a multi-option or
 * references field a list), in the order they appear, each once.
 */
export function relationUuids(content: unknown, fields: readonly RelationField[]): string[] {
  const found = new Set<string>();
  walk(content, (object) => {
    for (const { component, field } of fields) {
      if (object['component'] !== component) continue;
      const value = object[field];
      const values = Array.isArray(value) ? value : [value];
      for (const candidate of values) {
        if (typeof candidate === 'string' && uuidPattern.test(candidate)) found.add(candidate.toLowerCase());
      }
    }
  });
  return [...found];
}

/**
 * The story uuids that links point at: multilink fields to a story (`linktype: story`, the target's
 * uuid in `id`) and richtext link marks (`attrs.linktype: story`, the uuid in `attrs.uuid`).
 */
export function linkUuids(content: unknown): string[] {
  const found = new Set<string>();
  walk(content, (object) => {
    if (object['linktype'] !== 'story') return;
    const target = typeof object['uuid'] === 'string' ? object['uuid'] : object['id'];
    if (typeof target === 'string' && uuidPattern.test(target)) found.add(target.toLowerCase());
  });
  return [...found];
}
