import type { SettingGroup, TokenSymbol } from '../../contract/enums';
import { listSettings, saveSetting } from '../db/settings';
import { lockToken, saveToken } from '../db/tokens';
import type { TokenValues } from '../db/tokens';
import type { Database } from '../db/types';
import { toTokenValues } from '../domain/tokens';
import { auditedTransaction } from './audited';
import type { Actor } from './operators';

/** An operator saves a setting (the value already checked against its catalogue entry), audited with the value it replaces. */
export function saveSettingByOperator(db: Database, actor: Actor, setting: { group: SettingGroup; name: string; value: string }) {
  const { group, name, value } = setting;
  return auditedTransaction(db, actor, async (tx) => {
    const previous = (await listSettings(tx, group)).find((row) => row.name === name)?.value ?? null;
    const saved = await saveSetting(tx, { group, name, value });
    const audit = { action: 'setting.save', targetType: 'setting', targetId: `${group}.${name}`, before: { value: previous }, after: { value: saved.value } };
    return { result: saved, audit };
  });
}

/** An operator saves a token's prices, fees and minimums, audited with what they replace; null for an unknown token. */
export function saveTokenByOperator(db: Database, actor: Actor, code: TokenSymbol, values: TokenValues) {
  return auditedTransaction(db, actor, async (tx) => {
    const before = await lockToken(tx, code);
    if (!before) return { result: null, audit: null };
    const after = toTokenValues(await saveToken(tx, code, values));
    return { result: after, audit: { action: 'token.save', targetType: 'token', targetId: code, before: toTokenValues(before), after } };
  });
}
