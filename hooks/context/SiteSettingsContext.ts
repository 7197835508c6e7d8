import { createContext } from 'react';
import type { Setting } from '@/contract/settings';

export interface SiteSettingsState {
  /** The WEB settings; null until the first answer. */
  settings: readonly Setting[] | null;
}

export const SiteSettingsContext = createContext<SiteSettingsState>({ settings: null });
