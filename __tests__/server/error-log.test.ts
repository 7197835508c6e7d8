import { formatWithOptions } from 'node:util';

import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';

import { DEMO_PASSWORD } from '@/server/db/seed-data/members';
import { describeError } from '@/server/log-safe';

import { postJson } from './helpers/auth';
import { json } from './helpers/forms';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

// A database error that reaches the error handler is logged as a summary: never the query's parameters (password
// hashes, token hashes), PostgreSQL's "Failing row contains (…)" detail, or drizzle's "Failed query: … params: …".

const LEVELS = ['error', 'warn', 'info', 'log', 'debug'] as const;

let server: TestApp;
let lines: string[];
let spies: jest.SpyInstance[];

beforeAll(async () => {
  // Its own database: the tests below break two tables on purpose.
  server = await createTestApp();
}, 60_000);

beforeEach(() => {
  lines = [];
  spies = LEVELS.map((level) =>
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      // What the console would print, objects at any depth.
      lines.push(formatWithOptions({ depth: Infinity }, ...args));
    }),
  );
});

afterEach(() => spies.forEach((spy) => spy.mockRestore()));

afterAll(async () => {
  await server?.close();
});

const SECRETS_IN_LOGS = [/scrypt\$/, /Failing row/i, /Failed query/i, /params/i, /\b[0-9a-f]{64}\b/];

function expectNoSecrets(log: string, ...values: string[]) {
  for (const pattern of SECRETS_IN_LOGS) expect(log).not.toMatch(pattern);
  for (const value of values) expect(log).not.toContain(value);
}

describe('the log of an unexpected database error', () => {
  it('names the route, the error class and the PostgreSQL code, without the row or the password hash (sign-up)', async () => {
    await server.db.execute(sql.raw(`ALTER TABLE users ADD CONSTRAINT log_test_refused CHECK (username <> 'logleak1') NOT VALID`));
    const response = await server.api(
      '/api/public/client/sign-up',
      postJson({
        username: 'logleak1',
        email: 'logleak1@example.com',
        fullName: 'Lê Văn Lộ',
        phone: '0912345670',
        password: DEMO_PASSWORD,
        referrerCode: 'DEMO0001',
        acceptTerms: true,
      }),
    );
    expect(await json(response)).toEqual({ status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' } });

    const log = lines.join('\n');
    expect(log).toContain('[api] POST /api/public/client/sign-up failed: DrizzleQueryError');
    expect(log).toContain('code 23514');
    expect(log).toContain('constraint log_test_refused');
    expectNoSecrets(log, 'logleak1@example.com', 'Lê Văn Lộ', '0912345670', DEMO_PASSWORD);
  });

  it('leaves the reset token and its hash out (forgot password)', async () => {
    await server.db.execute(sql.raw('ALTER TABLE password_reset_tokens ADD CONSTRAINT log_test_no_tokens CHECK (false) NOT VALID'));
    const response = await server.api('/api/public/client/forgot', postJson({ email: 'demo@example.com' }));
    expect(response.status).toBe(500);

    const log = lines.join('\n');
    expect(log).toContain('[api] POST /api/public/client/forgot failed: DrizzleQueryError');
    expect(log).toContain('code 23514');
    expectNoSecrets(log, '/reset-password?token=');
  });

  it('summarises any error without its message, with where it was thrown', () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "secret-value"'), {
      code: '22P02',
      table: 'users',
      params: ['scrypt$32768$8$3$salt$hash'],
      detail: 'Failing row contains (secret-value)',
    });
    const summary = describeError(new DrizzleQueryError('select * from "users" where "id" = $1', ['secret-value'], cause));
    expect(summary.split('\n')[0]).toBe('DrizzleQueryError ← Error (code 22P02, table users)');
    expect(summary).toMatch(/\n {4}at /);
    expectNoSecrets(summary, 'secret-value');
    expect(describeError('a thrown secret')).toBe('a thrown string');
    expect(describeError(new TypeError("Cannot read properties of undefined (reading 'token=abc')"))).not.toContain('token=abc');
  });
});
