import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@/e2e/chromium';

// A stand-in browser that prints the arguments it was started with, one a line.
let folder: string;
let printArguments: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'chromium-args-'));
  printArguments = path.join(folder, 'print-arguments');
  writeFileSync(printArguments, '#!/bin/sh\nprintf \'%s\\n\' "$@"\n');
  chmodSync(printArguments, 0o755);
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

function startedWith(args: string[]): string[] {
  const output = execFileSync(CHROMIUM_PATH, args, { env: { ...process.env, CHROME_PATH: printArguments }, encoding: 'utf8' });
  return output.trimEnd().split('\n');
}

test('the browser gets one --disable-features and one --enable-features holding every list it was given', () => {
  const playwrightDefaults = ['--disable-features=PaintHolding,Translate', '--enable-features=CDPScreenshotNewSurface', '--allow-pre-commit-input'];

  const args = startedWith([...playwrightDefaults, ...CHROMIUM_FLAGS, '--disable-features=RenderDocument']);

  expect(args.filter((arg) => arg.startsWith('--disable-features='))).toEqual([
    '--disable-features=PaintHolding,Translate,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,RenderDocument',
  ]);
  expect(args.filter((arg) => arg.startsWith('--enable-features='))).toEqual(['--enable-features=CDPScreenshotNewSurface']);
  expect(args).toEqual(expect.arrayContaining(['--allow-pre-commit-input', '--no-sandbox', '--headless']));
});

test('other arguments reach the browser unchanged and in order, and no empty feature switch is added', () => {
  const args = ['--user-data-dir=/tmp/a profile with spaces', '--remote-debugging-pipe', 'about:blank'];

  expect(startedWith(args)).toEqual(args);
});
