import { readFileSync } from 'node:fs';

import { startScriptArguments } from '@/scripts/lib/production-server';

describe('the production server of the bench and the checks', () => {
  it("starts with npm start's own Node flags and command", () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
    expect(startScriptArguments(scripts.start)).toEqual(['--max-semi-space-size=64', 'node_modules/next/dist/bin/next', 'start']);
  });

  it('refuses a start script it cannot run the same way', () => {
    expect(() => startScriptArguments('next start')).toThrow('npm start is expected to be "node … next start"');
    expect(() => startScriptArguments('node server.js')).toThrow();
  });
});
