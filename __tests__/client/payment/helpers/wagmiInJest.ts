/**
 * wagmi and @wagmi/* ship ESM only; jest (CommonJS here) loads them only when jest.config.mjs lets
 * them through its transform (`esmPackages`). Without that, say so instead of a bare import error.
 */
export async function expectWagmiLoadable(): Promise<void> {
  try {
    await import('wagmi');
  } catch (error) {
    throw new Error(`jest cannot load wagmi: add 'wagmi' and '@wagmi' to esmPackages in jest.config.mjs. ${String(error)}`);
  }
}
