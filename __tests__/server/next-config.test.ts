import { execFile } from 'node:child_process';

// next.config.js as Next loads it: a function of the phase, in a process whose NODE_ENV is set before loading.

interface Loaded {
  code: number;
  headers: { key: string; value: string }[] | null;
  output: string;
}

/** Calls the config with `phase` in a fresh Node process under `env`, and answers its headers. */
function loadConfig(phase: string, env: Record<string, string>): Promise<Loaded> {
  const script = `
    const config = require('./next.config.js')(${JSON.stringify(phase)});
    config.headers().then((rules) => console.log(JSON.stringify(rules[0].headers)));
  `;
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!('PUBLIC_URL' in env)) delete childEnv.PUBLIC_URL;
  return new Promise((resolve) => {
    execFile(process.execPath, ['-e', script], { cwd: process.cwd(), env: childEnv, timeout: 20_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, headers: code === 0 ? JSON.parse(stdout) : null, output: `${stdout}${stderr}` });
    });
  });
}

const hsts = (headers: Loaded['headers']) => headers?.find((header) => header.key === 'Strict-Transport-Security')?.value;

describe('next.config.js', () => {
  it('sends HSTS for one year, subdomains included, in production', async () => {
    const loaded = await loadConfig('phase-production-server', { NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.com' });
    expect(loaded.code).toBe(0);
    expect(hsts(loaded.headers)).toBe('max-age=31536000; includeSubDomains');
    expect(loaded.headers?.map((header) => header.key)).toEqual(
      expect.arrayContaining(['Content-Security-Policy', 'X-Frame-Options', 'X-Content-Type-Options', 'Referrer-Policy']),
    );
  });

  it('sends no HSTS in development', async () => {
    const loaded = await loadConfig('phase-development-server', { NODE_ENV: 'development' });
    expect(loaded.code).toBe(0);
    expect(hsts(loaded.headers)).toBeUndefined();
  });

  it('lets the production build run without PUBLIC_URL', async () => {
    const loaded = await loadConfig('phase-production-build', { NODE_ENV: 'production' });
    expect(loaded.code).toBe(0);
    expect(hsts(loaded.headers)).toBe('max-age=31536000; includeSubDomains');
  });

  it('stops `next start` in production without PUBLIC_URL, naming it', async () => {
    const loaded = await loadConfig('phase-production-server', { NODE_ENV: 'production', PUBLIC_URL: ' ' });
    expect(loaded.code).toBe(1);
    expect(loaded.output).toContain('PUBLIC_URL is not set');
  });
});
