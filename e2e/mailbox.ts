import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Where the e2e server writes each mail (MAIL_DIR, see playwright.config.ts): the data folder of its port. */
export function mailDir(): string {
  const port = Number(process.env.E2E_PORT ?? 3100);
  return path.join(port === 3100 ? '.data/e2e' : `.data/e2e-${port}`, 'mail');
}

export interface ReadMail {
  subject: string;
  /** The text part (after its To and Subject lines). */
  text: string;
  html: string;
}

/**
 * The latest mail of `kind` to `to` (server/domain/mail/catalogue.ts), waiting for it: the server delivers after it
 * answers. `after` skips the mails of that kind already there (their count).
 */
export async function lastMail(to: string, kind: string, after = 0): Promise<ReadMail> {
  let names: string[] = [];
  await expect
    .poll(
      async () => {
        const all = await readdir(mailDir()).catch(() => [] as string[]);
        names = all.filter((name) => name.endsWith(`-${kind}-${to}.txt`)).sort();
        // The server writes the text part, then the HTML part: wait while the newest mail has no HTML part yet.
        const newest = names.at(-1);
        const html = newest ? await readFile(path.join(mailDir(), newest.replace(/\.txt$/, '.html')), 'utf8').catch(() => '') : '';
        return newest && html === '' ? -1 : names.length;
      },
      { message: `a ${kind} mail to ${to}` },
    )
    .toBeGreaterThan(after);
  const base = path.join(mailDir(), names.at(-1)!.replace(/\.txt$/, ''));
  const [file, html] = await Promise.all([readFile(`${base}.txt`, 'utf8'), readFile(`${base}.html`, 'utf8')]);
  const [head, ...body] = file.split('\n\n');
  return { subject: head.split('\n')[1].replace(/^Subject: /, ''), text: body.join('\n\n'), html };
}

/** How many mails of `kind` went to `to` so far. */
export async function mailCount(to: string, kind: string): Promise<number> {
  const all = await readdir(mailDir()).catch(() => [] as string[]);
  return all.filter((name) => name.endsWith(`-${kind}-${to}.txt`)).length;
}
