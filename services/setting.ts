import type { SettingGroup } from '@/contract/enums';
import type { Setting } from '@/contract/settings';
import { http } from './http';

/** Settings are optional decoration: a failure answers an empty list. */
export async function getSettings(group: SettingGroup): Promise<Setting[]> {
  try {
    const { data } = await http.get<Setting[]>(`public/setting/list/${group}`);
    return Array.isArray(data) ? data : [];
  } catch {
    return [];
  }
}

export function findSetting(settings: readonly Setting[], name: string): string | undefined {
  return settings.find((setting) => setting.name === name)?.value;
}
