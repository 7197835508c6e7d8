import { changedFields } from '../settings/changedFields';

/** One readable change of an audit row: a field with its value before (if any) and after (if any). */
export interface AuditChange {
  /** The field's dotted path ('value' for a setting's value). */
  path: string;
  before: string | null;
  after: string | null;
}

/** Ids are for the raw record; the readable changes name things instead. */
const isIdField = (path: string) => /(^|\.)([a-z]+Id|id)$/.test(path);

/**
 * What an action changed, field by field: the values that differ between before and after (a field only in after is
 * a fact of the action, shown without a "before"; one only in before shows what it was).
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  return changedFields(before, after)
    .filter((field) => field.path !== '' || before !== null || after !== null)
    .filter((field) => !isIdField(field.path))
    .map((field) => ({
      path: field.path,
      before: hasPath(before, field.path) ? field.before : null,
      after: hasPath(after, field.path) ? field.after : null,
    }));
}

function hasPath(value: unknown, path: string): boolean {
  if (path === '') return value !== null && value !== undefined;
  let node: unknown = value;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}
