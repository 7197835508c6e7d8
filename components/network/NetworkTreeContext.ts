import { createContext, useContext } from 'react';
import type { NetworkTreeState } from '@/hooks/network/useNetworkTree';

export const NetworkTreeContext = createContext<NetworkTreeState | null>(null);

export function useNetworkTreeContext(): NetworkTreeState {
  const context = useContext(NetworkTreeContext);
  if (!context) throw new Error('useNetworkTreeContext must be used inside <NetworkTreeContext.Provider>');
  return context;
}
