/**
 * Team search's key of a text, as the database's search_key() makes it of a name (migration 0030): lower case,
 * accents gone ("Nguyễn Văn Đức" → "nguyen van duc"), spaces made single. The typed text and the indexed names are
 * folded alike, so "nguyen", "Nguyễn" and "NGUYEN" find the same members.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

