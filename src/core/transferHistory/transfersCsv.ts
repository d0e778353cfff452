/**
 * A transfer history as CSV (RFC 4180): one header row in the person's language, then one row per
 * transfer with ISO dates, the API's codes and amounts as plain decimals.
 */
import type { Transfer } from '../schemas/index.js';

/** The columns of the export, in order. */
export const transferCsvColumns = [
  'id',
  'createdAt',
  'updatedAt',
  'state',
  'direction',
  'inAmount',
  'inCurrency',
  'outAmount',
  'outCurrency',
  'externalId',
  'memo',
] as const;

/** A column of the export. */
export type TransferCsvColumn = (typeof transferCsvColumns)[number];

/** Cells a spreadsheet would run as a formula (OWASP's list: `=`, `+`, `-`, `@`, tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as RFC 4180 writes it: text that a spreadsheet would take for a formula is prefixed
 * with `'` (so it stays text), and a cell with a comma, a quote or a line break is quoted, its
 * quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function cellsOf(transfer: Transfer): Record<TransferCsvColumn, string> {
  return {
    id: transfer.id,
    createdAt: transfer.createdAt ?? '',
    updatedAt: transfer.updatedAt ?? '',
    state: transfer.state,
    direction: transfer.direction ?? '',
    inAmount: transfer.in.amount ?? '',
    inCurrency: transfer.in.currency,
    outAmount: transfer.out.amount ?? '',
    outCurrency: transfer.out.currency,
    externalId: transfer.externalId ?? '',
    memo: transfer.memo ?? '',
  };
}

/**
 * `transfers` as CSV text, rows in the order given, lines ended by CRLF. `header` names each
 * column in the person's language (a message per column); dates are the API's RFC 3339 strings,
 * amounts its plain decimals (`1234.50`, never `1,234.50`), an amount not known yet an empty cell.
 */
export function transfersToCsv(transfers: readonly Transfer[], header: Readonly<Record<TransferCsvColumn, string>>): string {
  const line = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;
  let csv = line(transferCsvColumns.map((column) => header[column]));
  for (const transfer of transfers) {
    const cells = cellsOf(transfer);
    csv += line(transferCsvColumns.map((column) => cells[column]));
  }
  return csv;
}
