import defaultTable from '@/locales/vi-VN.json';

const TABLE: Readonly<Record<string, string>> = defaultTable;

/**
 * The page's block (server only: `_document`): the default language's texts of `keys`, the keys the server render
 * looked up, with `<` escaped so that no text can end the block.
 */
export function embeddedTableJson(keys: Iterable<string>): string {
  const used: Record<string, string> = {};
  for (const key of [...keys].sort()) if (Object.hasOwn(TABLE, key)) used[key] = TABLE[key];
  return JSON.stringify(used).replace(/</g, '\\u003c');
}
