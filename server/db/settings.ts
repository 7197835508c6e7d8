import { asc, eq, sql } from 'drizzle-orm';

import type { Setting } from '../../contract/settings';
import type { SettingGroup } from '../../contract/enums';
import { settings } from './schema';
import type { Database } from './types';

export function listSettings(db: Database, group: SettingGroup): Promise<Setting[]> {
  return db
    .select({ name: settings.name, value: settings.value })
    .from(settings)
    .where(eq(settings.group, group))
    .orderBy(asc(settings.name));
}

export async function saveSetting(
  db: Database,
  setting: { group: SettingGroup; name: string; value: string },
): Promise<{ group: SettingGroup; name: string; value: string }> {
  const [saved] = await db
    .insert(settings)
    .values(setting)
    .onConflictDoUpdate({
      target: [settings.group, settings.name],
      set: { value: setting.value, updatedAt: sql`now()` },
    })
    .returning({ group: settings.group, name: settings.name, value: settings.value });
  return saved;
}

/** The WEB setting siteName (what authenticator apps and passkey prompts show), 'FilHub' when unset. */
export async function findSiteName(db: Database): Promise<string> {
  const web = await listSettings(db, 'WEB');
  return web.find((setting) => setting.name === 'siteName')?.value.trim() || 'FilHub';
}
