import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { LOCALES, SECURITY_CHANGES } from '@/contract/enums';
import type { Locale } from '@/contract/enums';
import { mailBrandOf } from '@/server/domain/mail/brand';
import { composeMail, MAIL_KINDS, MAIL_TEMPLATES } from '@/server/domain/mail/catalogue';
import type { MailKind, MailParams } from '@/server/domain/mail/catalogue';
import type { MailBrand, MailRecipient, OutgoingMail } from '@/server/domain/mail/message';
import type { MailTemplate } from '@/server/domain/mail/template';

const PUBLIC_URL = 'https://portal.test';
const WEB = [
  { name: 'siteName', value: 'FilHub' },
  { name: 'hotline', value: '+84 900 000 000' },
  { name: 'mailLogoUri', value: '/images/mail-logo.png' },
];
const BRAND: MailBrand = mailBrandOf(WEB, { publicUrl: PUBLIC_URL });
const PHRASE = 'Hoa sen xanh 2026';

const recipient = (language: Locale, antiPhishingPhrase: string | null, fullName = 'Nguyễn Văn Demo'): MailRecipient => ({
  email: 'demo@example.com',
  username: 'demo',
  fullName,
  language,
  antiPhishingPhrase,
});

/** Every mail the catalogue can make: each kind, each of its examples (variants). */
const EVERY_MAIL = MAIL_KINDS.flatMap((kind) =>
  (MAIL_TEMPLATES[kind] as MailTemplate<MailParams<MailKind>>).examples({ publicUrl: PUBLIC_URL }).map((params, index) => ({
    name: `${kind} #${index + 1}`,
    kind,
    params,
  })),
);

const compose = (mail: (typeof EVERY_MAIL)[number], to: MailRecipient, brand = BRAND): OutgoingMail =>
  composeMail(mail.kind, mail.params, to, brand);

const VIETNAMESE_LETTERS = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;

describe('the catalogue', () => {
  it('holds every mail the platform sends, each with examples', () => {
    expect(MAIL_KINDS).toEqual(expect.arrayContaining(['PASSWORD_RESET', 'SECURE_PASSWORD_RESET', 'SECURITY_ALERT', 'NEW_DEVICE_SIGN_IN']));
    for (const kind of MAIL_KINDS) expect(EVERY_MAIL.filter((mail) => mail.kind === kind).length).toBeGreaterThan(0);
    // Every security change is an example of the alert (a new change needs its texts in both languages).
    const changes = EVERY_MAIL.filter((mail) => mail.kind === 'SECURITY_ALERT').map((mail) => (mail.params as { change: string }).change);
    expect([...new Set(changes)]).toEqual([...SECURITY_CHANGES]);
  });

  it('is the only way out: no server code but server/mail sends a mail of its own making', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (file.endsWith('.ts')) files.push(file);
      }
    };
    walk(path.join(process.cwd(), 'server'));
    const outside = files.filter((file) => !file.includes(`${path.sep}server${path.sep}mail${path.sep}`));
    const senders = outside.filter((file) => /\bsendMail\(|\bdeliver\(/.test(readFileSync(file, 'utf8')));
    expect(senders).toEqual([]);
  });
});

describe.each(EVERY_MAIL)('$name', (mail) => {
  it.each(LOCALES)('in %s: subject, text and HTML with the anti-phishing code at the top of both parts', (language) => {
    const sent = compose(mail, recipient(language, PHRASE));
    expect(sent).toMatchObject({ to: 'demo@example.com', kind: mail.kind, language });
    expect(sent.subject.length).toBeGreaterThan(5);
    expect(sent.subject).toContain('FilHub');

    const firstLine = sent.text.split('\n')[0];
    expect(firstLine).toContain(PHRASE);
    expect(sent.text.indexOf(PHRASE)).toBeLessThan(sent.text.indexOf('FilHub'));

    const body = sent.html.slice(sent.html.indexOf('<body'));
    expect(body).toContain(PHRASE);
    // Above the header with the logo, the first thing a member sees.
    expect(body.indexOf(PHRASE)).toBeLessThan(body.indexOf('<img'));
    expect(sent.html).toContain(`<html lang="${language.slice(0, 2)}">`);
  });

  it.each(LOCALES)('in %s: readable without a code (no empty banner; the footer tells how to set one)', (language) => {
    const sent = compose(mail, recipient(language, null));
    const withCode = compose(mail, recipient(language, PHRASE));
    const banner = withCode.text.split('\n')[0].split(':')[0];
    expect(sent.text).not.toContain(banner);
    expect(sent.html).not.toContain(banner);
    expect(sent.text.split('\n')[0]).toBe('FilHub');
    const hint = language === 'vi-VN' ? 'Hãy đặt mã chống lừa đảo' : 'Set an anti-phishing code';
    expect(sent.text).toContain(hint);
    expect(sent.html).toContain(hint);
    expect(withCode.text).not.toContain(hint);
  });

  it.each(LOCALES)('in %s: the site name, logo, hotline and greeting; links only to PUBLIC_URL; no script or stylesheet', (language) => {
    const sent = compose(mail, recipient(language, PHRASE));
    expect(sent.html).toContain('<img src="https://portal.test/images/mail-logo.png"');
    for (const part of [sent.text, sent.html]) {
      expect(part).toContain('FilHub');
      expect(part).toContain('+84 900 000 000');
      expect(part).toContain('Nguyễn Văn Demo');
    }
    const hrefs = [...sent.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    for (const url of sent.text.match(/https?:\/\/\S+/g) ?? []) expect(url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    expect(sent.html).not.toMatch(/<script|<style|<link|javascript:|\son\w+=/i);
    // Tables and inline styles: the layout mail clients render.
    expect(sent.html).toMatch(/<table role="presentation"/);
  });

  it('exists in Vietnamese and in English, each in its own words', () => {
    const vi = compose(mail, recipient('vi-VN', PHRASE));
    const en = compose(mail, recipient('en-US', PHRASE));
    expect(vi.subject).not.toBe(en.subject);
    expect(vi.subject).toMatch(VIETNAMESE_LETTERS);
    expect(en.subject).not.toMatch(VIETNAMESE_LETTERS);
    expect(vi.text).toContain('Xin chào Nguyễn Văn Demo,');
    expect(en.text).toContain('Hello Nguyễn Văn Demo,');
    // No English sentence left in the Vietnamese mail: its lines other than names, addresses and values differ.
    const sentence = (line: string) => line.length > 30 && !/^(https?:|=+$)/.test(line);
    const enLines = new Set(en.text.split('\n').filter(sentence));
    const shared = vi.text.split('\n').filter((line) => enLines.has(line));
    expect(shared).toEqual([]);
  });

  it('shows every value as text in the HTML part: a name, code or site name with markup stays text', () => {
    const attacker = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const brand = { ...BRAND, siteName: 'Fil<b>Hub</b>', hotline: '<a href="https://evil.example">call</a>' };
    const sent = compose(mail, recipient('en-US', '<b>code</b> & "more"', attacker), brand);
    expect(sent.html).not.toContain('<script');
    expect(sent.html).not.toContain('<img src=x');
    expect(sent.html).not.toContain('<b>');
    expect(sent.html).not.toContain('href="https://evil.example"');
    expect(sent.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;');
    expect(sent.html).toContain('&lt;b&gt;code&lt;/b&gt; &amp; &quot;more&quot;');
    // The text part is plain text: the values as they are.
    expect(sent.text).toContain(attacker);
    expect(sent.text).toContain('<b>code</b> & "more"');
  });
});

describe('links', () => {
  it('refuses to build a mail with a link outside PUBLIC_URL', () => {
    const params = { link: 'https://evil.example/reset-password?token=x', validMinutes: 30 };
    expect(() => composeMail('PASSWORD_RESET', params, recipient('vi-VN', PHRASE), BRAND)).toThrow('PUBLIC_URL');
    const lookalike = { link: 'https://portal.test.evil.example/reset-password?token=x', validMinutes: 30 };
    expect(() => composeMail('PASSWORD_RESET', lookalike, recipient('vi-VN', PHRASE), BRAND)).toThrow('PUBLIC_URL');
  });

  it('takes the logo from WEB.mailLogoUri under PUBLIC_URL, /logo.png by default, and the site name from WEB.siteName', () => {
    expect(mailBrandOf([], { publicUrl: 'https://portal.example.com/' })).toEqual({
      siteName: 'FilHub',
      logoUrl: 'https://portal.example.com/logo.png',
      hotline: null,
      publicUrl: 'https://portal.example.com/',
    });
    expect(mailBrandOf([{ name: 'siteName', value: 'FilHub Việt Nam' }, { name: 'mailLogoUri', value: 'https://cdn.example/x.png' }], { publicUrl: PUBLIC_URL })).toMatchObject({
      siteName: 'FilHub Việt Nam',
      logoUrl: 'https://portal.test/logo.png',
    });
  });
});

describe('an alert of a changed anti-phishing code', () => {
  it('can show the code the member knew instead of the new one', () => {
    const [alert] = EVERY_MAIL.filter((mail) => mail.kind === 'SECURITY_ALERT');
    const sent = composeMail(alert.kind, alert.params, recipient('vi-VN', 'New code 1'), BRAND, { antiPhishingPhrase: 'Old code 1' });
    expect(sent.text.split('\n')[0]).toContain('Old code 1');
    expect(sent.text).not.toContain('New code 1');
    expect(sent.html).not.toContain('New code 1');
  });
});
