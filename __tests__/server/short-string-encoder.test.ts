import { encodeShortString, installShortStringEncoder } from '@/ssr/short-string-encoder';

const nodeEncoder = new TextEncoder();

/** Strings of every kind the renderer meets: ASCII, Vietnamese, emoji (surrogate pairs) and broken UTF-16. */
const SAMPLES = [
  '',
  'class',
  'sc-a1b2c3 hJkLmN',
  'Trang chủ',
  'Thành viên đã đăng ký',
  '€ 1.000,50 ₫',
  '🙂 ok',
  'a\u0000b\u007f\u0080\u07ff\u0800\uffff',
  '\ud83d',
  'x\ude42y',
  '\ude42\ud83d',
  '\ud83d\ud83d\ude42',
  'end\ud83d',
];

function randomString(length: number): string {
  const ranges = [
    [0x20, 0x7e],
    [0x80, 0x7ff],
    [0x800, 0xffff],
    [0xd800, 0xdfff],
  ];
  let text = '';
  for (let index = 0; index < length; index += 1) {
    const [low, high] = ranges[Math.floor(Math.random() * ranges.length)];
    text += String.fromCharCode(low + Math.floor(Math.random() * (high - low + 1)));
  }
  return text;
}

describe('short strings encoded in JavaScript for the server render (ssr/short-string-encoder)', () => {
  it("gives the bytes of Node's encoder for ASCII, Vietnamese, emoji and lone surrogates", () => {
    for (const text of SAMPLES) expect(Array.from(encodeShortString(text))).toEqual(Array.from(nodeEncoder.encode(text)));
  });

  it("gives the bytes of Node's encoder for a thousand random strings of every range", () => {
    for (let round = 0; round < 1000; round += 1) {
      const text = randomString(Math.floor(Math.random() * 40));
      expect(Array.from(encodeShortString(text))).toEqual(Array.from(nodeEncoder.encode(text)));
    }
  });

  it('takes over TextEncoder once: same bytes for short and long strings, same coercion, still a Uint8Array', () => {
    class Encoder extends TextEncoder {}
    const nodeEncode = TextEncoder.prototype.encode;
    installShortStringEncoder(Encoder.prototype);
    const installed = Encoder.prototype.encode;
    installShortStringEncoder(Encoder.prototype);
    expect(Encoder.prototype.encode).toBe(installed);
    expect(installed).not.toBe(nodeEncode);

    const encoder = new Encoder();
    const long = `${'Thành viên '.repeat(40)}🙂`;
    for (const text of [...SAMPLES, long]) {
      const bytes = encoder.encode(text);
      expect(bytes).toBeInstanceOf(Uint8Array);
      expect(Array.from(bytes)).toEqual(Array.from(nodeEncoder.encode(text)));
    }
    expect(Array.from(encoder.encode())).toEqual([]);
    expect(new TextDecoder().decode(encoder.encode(12 as unknown as string))).toBe('12');
    expect(() => installed.call({} as TextEncoder, 'x')).toThrow(/must be of type TextEncoder/);
  });
});

describe('the Next server start (instrumentation.ts)', () => {
  const nodeEncode = TextEncoder.prototype.encode;
  const runtime = process.env.NEXT_RUNTIME;

  afterEach(() => {
    TextEncoder.prototype.encode = nodeEncode;
    if (runtime === undefined) delete process.env.NEXT_RUNTIME;
    else process.env.NEXT_RUNTIME = runtime;
  });

  it('installs the short-string encoder in the Node runtime only', async () => {
    const { register } = await import('@/instrumentation');
    process.env.NEXT_RUNTIME = 'edge';
    await register();
    expect(TextEncoder.prototype.encode).toBe(nodeEncode);

    process.env.NEXT_RUNTIME = 'nodejs';
    await register();
    expect(TextEncoder.prototype.encode).not.toBe(nodeEncode);
    expect(Array.from(new TextEncoder().encode('Trang chủ 🙂'))).toEqual(Array.from(Buffer.from('Trang chủ 🙂')));
  });
});
