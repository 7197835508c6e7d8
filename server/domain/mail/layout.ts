import type { Locale } from '../../../contract/enums';
import { escapeHtml } from './escape';
import type { InEachLanguage, MailBlock, MailBrand, MailContent, MailRecipient } from './message';

/** The words every mail shares, in both languages. */
const FRAME_TEXTS: InEachLanguage<{
  greeting: (name: string) => string;
  phrase: string;
  phraseNote: string;
  noPhrase: string;
  linkFallback: string;
  hotline: string;
  automatic: (siteName: string) => string;
}> = {
  'vi-VN': {
    greeting: (name) => `Xin chào ${name},`,
    phrase: 'Mã chống lừa đảo của bạn',
    phraseNote: 'E-mail thật từ chúng tôi luôn có mã này ở đầu thư. Thư không có mã, hoặc có mã khác, là giả mạo.',
    noPhrase: 'Hãy đặt mã chống lừa đảo trong Cài đặt → Bảo mật: mọi e-mail thật từ chúng tôi sẽ hiện mã đó ở đầu thư.',
    linkFallback: 'Nếu nút không hoạt động, hãy sao chép địa chỉ này vào trình duyệt:',
    hotline: 'Đường dây nóng',
    automatic: (siteName) => `E-mail này được ${siteName} gửi tự động, vui lòng không trả lời.`,
  },
  'en-US': {
    greeting: (name) => `Hello ${name},`,
    phrase: 'Your anti-phishing code',
    phraseNote: 'Every genuine e-mail from us shows this code at the top. An e-mail without it, or with another one, is fake.',
    noPhrase: 'Set an anti-phishing code in Setting → Security: every genuine e-mail from us will show it at the top.',
    linkFallback: 'If the button does not work, copy this address into your browser:',
    hotline: 'Hotline',
    automatic: (siteName) => `This e-mail was sent automatically by ${siteName}; please do not reply.`,
  },
};

const HTML_LANG: Record<Locale, string> = { 'vi-VN': 'vi', 'en-US': 'en' };

export interface MailFrame {
  recipient: MailRecipient;
  brand: MailBrand;
  /** The anti-phishing code to show: the recipient's, or (the alert of a code change) the one they knew before. */
  antiPhishingPhrase: string | null;
}

/** Links go only to the portal: a template that builds one elsewhere is a bug, caught before the mail exists. */
function checkPortalLink(url: string, brand: MailBrand): string {
  if (!url.startsWith(brand.publicUrl)) throw new Error('A mail link must start with PUBLIC_URL');
  return url;
}

/** Why the member gets the mail, the hotline, how to set an anti-phishing code (when none is shown), no reply. */
function footerLines(content: MailContent, { recipient, brand, antiPhishingPhrase }: MailFrame): string[] {
  const words = FRAME_TEXTS[recipient.language];
  const lines = [content.reason];
  if (brand.hotline) lines.push(`${words.hotline}: ${brand.hotline}`);
  if (!antiPhishingPhrase) lines.push(words.noPhrase);
  lines.push(words.automatic(brand.siteName));
  return lines;
}

// ---- The text part -------------------------------------------------------------------------------------------

function textBlock(block: MailBlock, brand: MailBrand): string {
  switch (block.type) {
    case 'text':
      return block.text;
    case 'warning':
      return `! ${block.text}`;
    case 'action':
      return `${block.label}:\n${checkPortalLink(block.url, brand)}`;
    case 'details':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
  }
}

export function renderText(content: MailContent, frame: MailFrame): string {
  const { recipient, brand, antiPhishingPhrase } = frame;
  const words = FRAME_TEXTS[recipient.language];
  const rule = '='.repeat(60);
  const top = antiPhishingPhrase ? [`${words.phrase}: ${antiPhishingPhrase}`, words.phraseNote, rule] : [];
  const footer = footerLines(content, frame);
  return [
    ...top,
    brand.siteName,
    brand.publicUrl,
    '',
    content.heading,
    '',
    words.greeting(recipient.fullName),
    '',
    ...content.blocks.flatMap((block) => [textBlock(block, brand), '']),
    '--',
    ...footer,
    '',
  ].join('\n');
}

// ---- The HTML part: tables and inline styles only (mail clients drop <style>, scripts and external CSS) ----------

const FONT = "font-family:Arial,Helvetica,sans-serif;";
const COLORS = { page: '#f3f6fa', card: '#ffffff', border: '#dde3ea', text: '#1f2d3d', muted: '#5b6b7b', brand: '#0090FF', button: '#0070C8' };

function htmlBlock(block: MailBlock, frame: MailFrame): string {
  const words = FRAME_TEXTS[frame.recipient.language];
  switch (block.type) {
    case 'text':
      return `<p style="margin:0 0 16px;">${escapeHtml(block.text)}</p>`;
    case 'warning':
      return (
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">` +
        `<tr><td style="padding:12px 16px;background-color:#fff4e5;border-left:4px solid #e07b00;color:#5a3300;">` +
        `${escapeHtml(block.text)}</td></tr></table>`
      );
    case 'action': {
      const url = escapeHtml(checkPortalLink(block.url, frame.brand));
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;"><tr>` +
        `<td style="border-radius:6px;background-color:${COLORS.button};">` +
        `<a href="${url}" style="display:inline-block;padding:12px 24px;${FONT}font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">` +
        `${escapeHtml(block.label)}</a></td></tr></table>` +
        `<p style="margin:0 0 16px;font-size:13px;color:${COLORS.muted};">${escapeHtml(words.linkFallback)}<br>` +
        `<a href="${url}" style="color:${COLORS.button};word-break:break-all;">${url}</a></p>`
      );
    }
    case 'details':
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">` +
        block.rows
          .map(
            (row) =>
              `<tr><td style="padding:4px 16px 4px 0;color:${COLORS.muted};vertical-align:top;white-space:nowrap;">${escapeHtml(row.label)}</td>` +
              `<td style="padding:4px 0;font-weight:bold;vertical-align:top;">${escapeHtml(row.value)}</td></tr>`,
          )
          .join('') +
        `</table>`
      );
  }
}

export function renderHtml(content: MailContent, frame: MailFrame): string {
  const { recipient, brand, antiPhishingPhrase } = frame;
  const words = FRAME_TEXTS[recipient.language];
  const phraseRow = antiPhishingPhrase
    ? `<tr><td style="padding:14px 24px;background-color:#e8f4ff;border-bottom:1px solid #b9dcff;${FONT}font-size:14px;color:#0b3a66;">` +
      `${escapeHtml(words.phrase)}: <strong style="font-size:16px;">${escapeHtml(antiPhishingPhrase)}</strong>` +
      `<br><span style="font-size:12px;">${escapeHtml(words.phraseNote)}</span></td></tr>`
    : '';
  const home = escapeHtml(brand.publicUrl);
  const site = escapeHtml(brand.siteName);
  return [
    '<!DOCTYPE html>',
    `<html lang="${HTML_LANG[recipient.language]}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background-color:${COLORS.page};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLORS.page};">`,
    '<tr><td align="center" style="padding:24px 12px;">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:${COLORS.card};border:1px solid ${COLORS.border};border-radius:8px;">`,
    phraseRow,
    `<tr><td style="padding:20px 24px;border-bottom:3px solid ${COLORS.brand};${FONT}">`,
    `<a href="${home}" style="text-decoration:none;color:${COLORS.text};">`,
    `<img src="${escapeHtml(brand.logoUrl)}" width="40" height="40" alt="${site}" style="vertical-align:middle;border:0;">`,
    `<span style="vertical-align:middle;margin-left:10px;font-size:20px;font-weight:bold;">${site}</span></a></td></tr>`,
    `<tr><td style="padding:24px;${FONT}font-size:15px;line-height:1.5;color:${COLORS.text};">`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;">${escapeHtml(content.heading)}</h1>`,
    `<p style="margin:0 0 16px;">${escapeHtml(words.greeting(recipient.fullName))}</p>`,
    ...content.blocks.map((block) => htmlBlock(block, frame)),
    '</td></tr>',
    `<tr><td style="padding:16px 24px;background-color:#f7f9fb;border-top:1px solid ${COLORS.border};${FONT}font-size:12px;line-height:1.5;color:${COLORS.muted};">`,
    footerLines(content, frame).map((line) => escapeHtml(line)).join('<br>'),
    '</td></tr>',
    '</table></td></tr></table></body></html>',
  ]
    .filter(Boolean)
    .join('\n');
}
