/** Ledger entry types (DESIGN 4), shared by the server's schema and the client. */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'SWAP_IN',
  'SWAP_OUT',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'ORDER_PAYMENT',
  'UPGRADE',
  'BONUS',
  'MINING_REWARD',
  'FEE',
] as const;
