/**
 * The server renderer Next uses for pages (react-dom/server.edge) turns each attribute value and text of a page
 * into bytes with TextEncoder.encode: ~1,000 calls per member page, each crossing into C++ and allocating an
 * ArrayBuffer outside the heap (~1.3 µs; 12-17% of a member page's render). Short strings, nearly all of
 * them, are encoded here in JavaScript (~0.2 µs), byte for byte as the WHATWG encoder does (a lone surrogate
 * becomes U+FFFD); longer ones still go to Node's encoder.
 */
const SHORT_STRING = 128;

const INSTALLED = Symbol.for('filhub.shortStringEncoder');

type Encode = TextEncoder['encode'] & { [INSTALLED]?: true };

/** Room for the longest short string: a UTF-16 unit takes at most three bytes (a surrogate pair four for two). */
const scratch = new Uint8Array(SHORT_STRING * 3);

/** UTF-8 of `text` (at most SHORT_STRING units), a lone surrogate as U+FFFD. */
export function encodeShortString(text: string): Uint8Array<ArrayBuffer> {
  if (text.length > SHORT_STRING) throw new RangeError(`Longer than ${SHORT_STRING} UTF-16 units`);
  let at = 0;
  for (let index = 0; index < text.length; index += 1) {
    let code = text.charCodeAt(index);
    if (code < 0x80) {
      scratch[at++] = code;
      continue;
    }
    if (code < 0x800) {
      scratch[at++] = 0xc0 | (code >> 6);
      scratch[at++] = 0x80 | (code & 0x3f);
      continue;
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = index + 1 < text.length ? text.charCodeAt(index + 1) : 0;
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        const codePoint = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        index += 1;
        scratch[at++] = 0xf0 | (codePoint >> 18);
        scratch[at++] = 0x80 | ((codePoint >> 12) & 0x3f);
        scratch[at++] = 0x80 | ((codePoint >> 6) & 0x3f);
        scratch[at++] = 0x80 | (codePoint & 0x3f);
        continue;
      }
      code = 0xfffd;
    }
    scratch[at++] = 0xe0 | (code >> 12);
    scratch[at++] = 0x80 | ((code >> 6) & 0x3f);
    scratch[at++] = 0x80 | (code & 0x3f);
  }
  return scratch.slice(0, at);
}

/** Makes `prototype.encode` (TextEncoder's by default) encode short strings in JavaScript; once only. */
export function installShortStringEncoder(prototype: TextEncoder = TextEncoder.prototype): void {
  const nodeEncode = prototype.encode as Encode;
  if (nodeEncode[INSTALLED]) return;
  const encode: Encode = function encode(this: TextEncoder, input: string = '') {
    const text = `${input}`;
    if (text.length > SHORT_STRING || !(this instanceof TextEncoder)) return nodeEncode.call(this, text);
    return encodeShortString(text);
  };
  encode[INSTALLED] = true;
  prototype.encode = encode;
}
