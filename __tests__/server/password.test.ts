import { hashPassword, PRODUCTION_PASSWORD_COST, verifyPassword } from '@/server/domain/password';

import { TEST_PASSWORD_COST } from '../setup/testPasswordCost';
import { runTypeScript } from './helpers/runNode';

const HASH_SHAPE = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/;

describe('password hashing', () => {
  it('hashes with scrypt and a random salt, and verifies only the right password', async () => {
    const [first, second] = await Promise.all([hashPassword('Demo@12345'), hashPassword('Demo@12345')]);
    expect(first).toMatch(HASH_SHAPE);
    expect(first).not.toBe(second);
    await expect(verifyPassword('Demo@12345', first)).resolves.toBe(true);
    await expect(verifyPassword('Demo@12345', second)).resolves.toBe(true);
    await expect(verifyPassword('demo@12345', first)).resolves.toBe(false);
    await expect(verifyPassword('', first)).resolves.toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    for (const stored of ['', 'Demo@12345', 'scrypt$x$8$1$AAAA$AAAA', 'bcrypt$1$2$3$4$5', 'scrypt$16384$8$1$$']) {
      await expect(verifyPassword('Demo@12345', stored)).resolves.toBe(false);
    }
  });

  it('hashes at the test cost under jest and still verifies a hash made at the production cost', async () => {
    const tested = await hashPassword('Demo@12345');
    expect(tested.split('$').slice(1, 4).map(Number)).toEqual([TEST_PASSWORD_COST.N, TEST_PASSWORD_COST.r, TEST_PASSWORD_COST.p]);
    const production = 'scrypt$32768$8$3$iule6dsA9E0BFVUi3PqAmA==$rUZFc+nMdXoGqjTiOFkx7vOY3XZHOZf9wHDeKg9J8ds=';
    await expect(verifyPassword('Demo@12345', production)).resolves.toBe(true);
  });

  it('keeps the OWASP production cost (N=2^15, r=8, p=3) outside jest, where the test cost is refused', async () => {
    expect(PRODUCTION_PASSWORD_COST).toEqual({ N: 32768, r: 8, p: 3 });
    const { NODE_ENV: _jestEnv, ...env } = process.env;
    const run = await runTypeScript('__tests__/server/helpers/hashOutsideJest.ts', [], { ...env, NODE_ENV: 'production' });
    expect(run.stderr).toBe('');
    const [hash, refusal] = run.stdout.trim().split('\n');
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(refusal).toBe('The password cost is changed only under jest');
  });
});
