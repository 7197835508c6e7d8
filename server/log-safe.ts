/**
 * What the server logs of an unexpected error: what helps an operator find it (the error's class, a PostgreSQL
 * error code and the schema object it names, where in the code it was thrown), never its message. Messages can
 * carry request data: drizzle's "Failed query: … params: …" holds the query's parameters (password hashes,
 * token hashes, e-mail bodies with reset links), PGlite adds `params` to its errors, and PostgreSQL quotes the
 * offending value ("invalid input syntax for type uuid: "…"").
 */

const MAX_CAUSES = 4;
const MAX_FRAMES = 8;
/** SQLSTATE (5 characters) or a Node system error code (ECONNREFUSED). */
const SAFE_CODE = /^(?:[0-9A-Z]{5}|E[A-Z0-9_]{2,30})$/;
/** Identifiers of the schema, never values. */
const SCHEMA_FIELDS = ['table', 'column', 'constraint', 'routine', 'syscall'] as const;
const IDENTIFIER = /^[\w.$-]{1,100}$/;

function className(error: object): string {
  const name = error.constructor?.name;
  return typeof name === 'string' && IDENTIFIER.test(name) && name !== 'Object' ? name : 'Error';
}

function describeOne(error: unknown): string {
  if (!(error instanceof Object)) return error === null || error === undefined ? String(error) : `a thrown ${typeof error}`;
  const fields = error as Record<string, unknown>;
  const details: string[] = [];
  if (typeof fields.code === 'string' && SAFE_CODE.test(fields.code)) details.push(`code ${fields.code}`);
  for (const field of SCHEMA_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' && IDENTIFIER.test(value)) details.push(`${field} ${value}`);
  }
  return details.length > 0 ? `${className(error)} (${details.join(', ')})` : className(error);
}

/** Where it was thrown: the stack's frames, without the message line(s) above them. */
function framesOf(error: unknown): string[] {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => `    ${line.trim()}`);
}

/** One line naming the error and its causes (`A ← B (code 22021)`), then where the outermost one was thrown. */
export function describeError(error: unknown): string {
  const chain: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && current !== undefined; depth += 1) {
    chain.push(describeOne(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return [chain.join(' ← '), ...framesOf(error)].join('\n');
}
