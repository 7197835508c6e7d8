// Run by password.test.ts in a plain Node process: what a production server hashes with.
import { hashPassword, setPasswordCostForTests } from '@/server/domain/password';

async function main() {
  console.info(await hashPassword('Demo@12345'));
  try {
    setPasswordCostForTests({ N: 2, r: 1, p: 1 });
    console.info('changed');
  } catch (error) {
    console.info((error as Error).message);
  }
}

void main();
