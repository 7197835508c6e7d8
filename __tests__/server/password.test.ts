import { hashPassword, verifyPassword } from '@/server/domain/password';

describe('password hashing', () => {
  it('hashes with scrypt and a random salt, and verifies only the right password', async () => {
    const [first, second] = await Promise.all([hashPassword('Demo@12345'), hashPassword('Demo@12345')]);
    expect(first).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
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
});
