import type { SettingGroup, TokenSymbol } from './enums';
import type { TokenSettings } from './prices';
import type { Setting } from './settings';

/** The groups the console's settings editor shows, in order. */
export const EDITABLE_SETTING_GROUPS = ['WEB', 'CONTACT', 'BANKING', 'SECURITY'] as const satisfies readonly SettingGroup[];

/** One token's prices and its operations' fees and minimums, as the editor shows and saves them. */
export interface OpsTokenSettings {
  code: TokenSymbol;
  price: string;
  buyPrice: string;
  settings: TokenSettings;
}

/** ops/settings: every editable group's settings, every token, and the banks the bank setting chooses from. */
export interface OpsSettingsView {
  groups: { group: SettingGroup; settings: Setting[] }[];
  tokens: OpsTokenSettings[];
  banks: { code: string; shortName: string; bin: string }[];
}

/** One change of a setting or a token (its audit row). */
export interface OpsSettingChange {
  id: string;
  at: string;
  operator: string | null;
  ip: string | null;
  before: unknown;
  after: unknown;
}
