import { describe, expect, it } from 'vitest';
import { csvCell, transferCsvColumns, transfersToCsv } from './transfersCsv.js';
import { historyTransfer } from './test-support/historyTransfers.js';

const header = Object.fromEntries(transferCsvColumns.map((column) => [column, `H:${column}`])) as Record<
  (typeof transferCsvColumns)[number],
  string
>;

describe('given cells a spreadsheet would misread', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['rent, November', '"rent, November"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['plain', 'plain'],
  ])('should write %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('given transfers to export', () => {
  it('should write a header row, then one CRLF line per transfer with ISO dates and plain amounts', () => {
    const transfer = historyTransfer({
      id: 'tr_csv1',
      in: { currency: 'EUR', amount: '1234.50' },
      out: { currency: 'USDC', amount: null },
      memo: '=cmd|calc',
      externalId: 'inv, 42',
    });
    const lines = transfersToCsv([transfer], header).split('\r\n');
    expect(lines[0]).toBe(transferCsvColumns.map((c) => `H:${c}`).join(','));
    expect(lines[1]).toBe(
      `tr_csv1,2026-11-10T12:00:00.000Z,2026-11-10T12:05:00.000Z,completed,fiat_to_stablecoin,1234.50,EUR,,USDC,"inv, 42",'=cmd|calc`,
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
  });

  it('should write only the header for an empty period', () => {
    expect(transfersToCsv([], header).split('\r\n')).toHaveLength(2);
  });
});
