// http_ece (web-push's encryption, no types of its own): the decryption the tests' fake push service uses.
declare module 'http_ece' {
  const ece: {
    decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: import('node:crypto').ECDH; authSecret: string }): Buffer;
  };
  export default ece;
}
