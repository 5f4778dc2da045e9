import { describe, expect, it } from 'vitest';
import { csvFileName, rowsToCsv } from './csv-export';

interface Row {
  name: string;
  email: string;
  projects: number | null;
}

const columns = [
  { header: 'Client Name', value: (r: Row) => r.name },
  { header: 'Email', value: (r: Row) => r.email },
  { header: 'Projects', value: (r: Row) => r.projects },
];

describe('CSV export', () => {
  it('writes a header and one CRLF-terminated line per row, in the given order', () => {
    const csv = rowsToCsv(columns, [
      { name: 'Ann', email: 'ann@acme.com', projects: 2 },
      { name: 'Bo', email: 'bo@beta.com', projects: null },
    ]);
    expect(csv).toBe('Client Name,Email,Projects\r\nAnn,ann@acme.com,2\r\nBo,bo@beta.com,\r\n');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const csv = rowsToCsv(columns, [
      { name: '=HYPERLINK("http://x","y")', email: '+61 2', projects: -1 },
      { name: '@SUM(A1)', email: '-x', projects: 0 },
    ]);
    const [, first, second] = csv.split('\r\n');
    expect(first).toBe(`"'=HYPERLINK(""http://x"",""y"")",'+61 2,-1`);
    expect(second).toBe(`'@SUM(A1),'-x,0`);
  });

  it('neutralises a formula that follows a separator inside a cell (api.md §20.6)', () => {
    const csv = rowsToCsv(columns, [
      { name: 'a;=HYPERLINK("http://x")', email: 'x,+1', projects: 3 },
      { name: 'line\n@SUM(1)', email: 'ok, fine', projects: 4 },
    ]);
    const [, first, second] = csv.split('\r\n');
    expect(first).toBe(`"'a;=HYPERLINK(""http://x"")","'x,+1",3`);
    expect(second).toBe(`"'line\n@SUM(1)","ok, fine",4`);
  });

  it('quotes commas, quotes and line breaks', () => {
    const csv = rowsToCsv(columns, [{ name: 'Lee, "Al"', email: 'a\nb', projects: 1 }]);
    expect(csv.split('\r\n')[1]).toBe('"Lee, ""Al""","a\nb",1');
  });

  it('names the file after the table and the date', () => {
    expect(csvFileName('All Clients', new Date(2025, 2, 4))).toBe('all-clients-2025-03-04.csv');
    expect(csvFileName('  ', new Date(2025, 11, 31))).toBe('table-2025-12-31.csv');
  });
});
