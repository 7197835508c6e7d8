import type { StatementCsvParams, StatementParams } from '@/contract/requests/statement';
import type { Statement, StatementFile } from '@/contract/statement';
import { http } from './http';
import { cleanParams } from './transaction';

/** GET auth/statement: a month's opening and closing balances, totals by type, bonus and orders. */
export async function getStatement(params: StatementParams): Promise<Statement> {
  const { data } = await http.get<Statement>('auth/statement', { params: cleanParams(params) });
  return data;
}

export interface CsvFile {
  fileName: string;
  bytes: ArrayBuffer;
}

const isBytes = (data: unknown): data is ArrayBuffer => typeof data === 'object' && data !== null && 'byteLength' in data;

/**
 * An error answer arrives as bytes too: read back as JSON, so the client's error handling (codes, the refresh of an
 * expired token) sees it as it sees every other answer.
 */
function jsonErrorsAsObjects(data: unknown, headers: unknown): unknown {
  const type = String((headers as Record<string, unknown> | undefined)?.['content-type'] ?? '');
  if (isBytes(data) && type.includes('application/json')) return JSON.parse(new TextDecoder().decode(data)) as unknown;
  return data;
}

/** GET auth/statement/{file}.csv: the file's bytes as sent (UTF-8 with its BOM) and the name the server gave it. */
export async function fetchStatementCsv(file: StatementFile, params: StatementCsvParams): Promise<CsvFile> {
  const response = await http.get<ArrayBuffer>(`auth/statement/${file}.csv`, {
    params: cleanParams(params),
    responseType: 'arraybuffer',
    transformResponse: jsonErrorsAsObjects,
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `filhub-${file}.csv`;
  return { fileName, bytes: response.data };
}
