import type { OrderMethod, PointPaymentSymbol } from '@/contract/enums';
import type { OrderLine } from '@/contract/orders';

/** What makes one checkout attempt: the same signature reuses the same idempotency key. */
export function checkoutSignature(items: readonly OrderLine[], method: OrderMethod, symbol?: PointPaymentSymbol): string {
  return JSON.stringify({ items: items.map(({ productId, quantity }) => [productId, quantity]), method, symbol: symbol ?? null });
}

/** A fresh `Idempotency-Key`; randomUUID needs a secure context, so plain http falls back to 32 random hex digits. */
export function newIdempotencyKey(): string {
  const { crypto } = globalThis;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
