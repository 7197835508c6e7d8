import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingGroup, TokenSymbol } from '@/contract/enums';
import type { TokenSettingsRequest } from '@/contract/requests/ops-settings';
import { getOpsSettings, getSettingHistory, saveOpsSetting, saveOpsToken } from '@/services/opsSettings';

const SETTINGS_KEY = ['ops', 'settings'] as const;
const historyKey = (target: string) => ['ops', 'settings', 'history', target] as const;

export type HistoryTarget = { group: SettingGroup; name: string } | { token: TokenSymbol };
const targetKey = (target: HistoryTarget) => ('token' in target ? `token:${target.token}` : `setting:${target.group}.${target.name}`);

export function useOpsSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: getOpsSettings });
}

/** The changes of one setting or token, read when `enabled` (its history is opened). */
export function useSettingHistory(target: HistoryTarget, enabled: boolean) {
  return useQuery({ queryKey: historyKey(targetKey(target)), queryFn: () => getSettingHistory(target), enabled });
}

/** Saving a setting or a token refreshes the editor and that target's history. */
export function useSaveSetting(group: SettingGroup, name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) => saveOpsSetting(group, name, value),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SETTINGS_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: historyKey(targetKey({ group, name })) }),
      ]);
    },
  });
}

export function useSaveToken(code: TokenSymbol) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TokenSettingsRequest) => saveOpsToken(code, values),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SETTINGS_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: historyKey(targetKey({ token: code })) }),
      ]);
    },
  });
}
