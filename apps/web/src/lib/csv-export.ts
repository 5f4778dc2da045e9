import { buildCsv, trimLeading, trimTrailing } from '@capstone/contracts';
import type { CellValue } from './table-rows';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CellValue;
}

/** The rows as shown (same columns, same order), with cells made safe for spreadsheets. */
export function rowsToCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return buildCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => column.value(row) ?? '')),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `all-clients-2025-03-04.csv`: the table's title as a slug and the local date. */
export function csvFileName(title: string, date = new Date()): string {
  const dashed = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const slug = trimTrailing(trimLeading(dashed, '-'), '-') || 'table';
  return `${slug}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
