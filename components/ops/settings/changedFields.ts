/** One value that differs between a change's before and after, by its dotted path ('' for a plain value). */
export interface FieldChange {
  path: string;
  before: string;
  after: string;
}

function flatten(value: unknown, prefix: string, into: Map<string, string>) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (value !== undefined) {
    into.set(prefix, value === null ? '' : String(value));
  }
}

/** What a change changed: the paths whose values differ, in the order of the after (then the before) value. */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const was = new Map<string, string>();
  const now = new Map<string, string>();
  flatten(before, '', was);
  flatten(after, '', now);
  const paths = [...new Set([...now.keys(), ...was.keys()])];
  return paths
    .filter((path) => was.get(path) !== now.get(path))
    .map((path) => ({ path, before: was.get(path) ?? '', after: now.get(path) ?? '' }));
}
