// `npm run ops -- <command>`: the operator CLI (scripts/ops/cli.ts) with this process's environment, .env files
// included, printing to stdout; a refusal is printed to stderr and exits with 1.
import { loadEnvConfig } from '@next/env';
import { bootstrapUsageError, CliError, runOps } from './ops/cli';

async function main(argv: string[]) {
  loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production');
  if (argv[0] === 'operator' && argv[1] === 'bootstrap') {
    if (argv.length !== 3) throw bootstrapUsageError();
    const { BootstrapRefused, bootstrapFirstAdmin } = await import('./ops-bootstrap');
    try {
      console.info(await bootstrapFirstAdmin(argv[2]));
    } catch (error) {
      throw error instanceof BootstrapRefused ? new CliError(error.message) : error;
    }
    return;
  }
  await runOps(argv, { env: process.env, print: (line) => console.info(line) });
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof CliError ? error.message : error);
  process.exit(1);
});
