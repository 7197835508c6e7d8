/**
 * The records of an RFC 4180 file as the statements write it: every record ends with CRLF, quoted cells may hold
 * commas, quotes and line breaks. Throws on a last record without its CRLF or an unclosed quote. Shared by the
 * server tests and the browser tests.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      records.push([...cells, cell]);
      cells = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (quoted || cell !== '' || cells.length > 0) throw new Error('The CSV does not end with a whole record and its CRLF');
  return records;
}
