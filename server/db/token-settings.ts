/** The `tokens.settings` column: each money operation's fee rule (the same shape as the API's token settings). */
export interface OperationSettingsColumn {
  isFeePercent: boolean;
  fee: string;
  minFee: string;
  minimumAmount: string;
}

export type TokenSettings = Record<'SWAP' | 'TRANSFER' | 'WITHDRAW', OperationSettingsColumn>;
