import { createContext, type ReactNode } from 'react';

/** During a server render: the translation keys the render looked up, so that the page embeds only their texts. */
export const UsedKeysContext = createContext<Set<string> | null>(null);

export function RecordUsedKeys({ keys, children }: { keys: Set<string>; children: ReactNode }) {
  return <UsedKeysContext.Provider value={keys}>{children}</UsedKeysContext.Provider>;
}
