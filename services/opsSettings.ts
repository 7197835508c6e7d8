import type { SettingGroup, TokenSymbol } from '@/contract/enums';
import type { OpsSettingChange, OpsSettingsView, OpsTokenSettings } from '@/contract/ops-settings';
import type { TokenSettingsRequest } from '@/contract/requests/ops-settings';
import type { Setting } from '@/contract/settings';
import { opsCall } from './opsCall';
import { opsHttp } from './opsHttp';

export const getOpsSettings = () => opsCall(opsHttp.get<OpsSettingsView>('/settings'));

export const saveOpsSetting = (group: SettingGroup, name: string, value: string) =>
  opsCall(opsHttp.put<Setting>(`/setting/${group}/${encodeURIComponent(name)}`, { value }));

export const saveOpsToken = (code: TokenSymbol, values: TokenSettingsRequest) =>
  opsCall(opsHttp.put<OpsTokenSettings>(`/settings/tokens/${code}`, values));

/** The changes of a setting (group + name) or of a token, newest first. */
export const getSettingHistory = (target: { group: SettingGroup; name: string } | { token: TokenSymbol }) =>
  opsCall(opsHttp.get<OpsSettingChange[]>('token' in target ? `/settings/history/token/${target.token}` : `/settings/history/setting/${target.group}/${encodeURIComponent(target.name)}`));
