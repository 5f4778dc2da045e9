/** The delimiters a roster may use: comma, semicolon (European spreadsheets) or tab (pasted). */
export const ROSTER_DELIMITERS = [',', ';', '\t'] as const;
export type RosterDelimiter = (typeof ROSTER_DELIMITERS)[number];

/** One CSV record: its fields and the 1-based line it starts on. */
export interface CsvRecord {
  line: number;
  fields: string[];
  /** Set when the record's quoted field never closed (it then runs to the end of the text). */
  unterminated?: boolean;
}

const BOM = '\uFEFF';

/** Drops a UTF-8 byte-order mark (Excel writes one), and unifies CRLF and CR line ends. */
export const normaliseText = (text: string) =>
  (text.startsWith(BOM) ? text.slice(1) : text).replace(/\r\n?/g, '\n');

/**
 * The delimiter of the first non-empty line: whichever of comma, semicolon and tab occurs most
 * often outside quotes. Ties and single-column text fall back to the comma.
 */
export function detectDelimiter(text: string): RosterDelimiter {
  const counts = new Map<string, number>(ROSTER_DELIMITERS.map((d) => [d, 0]));
  let inQuotes = false;
  let seenContent = false;
  for (const char of normaliseText(text)) {
    if (char === '"') inQuotes = !inQuotes;
    else if (char === '\n' && !inQuotes) {
      if (seenContent) break;
    } else if (!inQuotes && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
    if (char.trim() !== '') seenContent = true;
  }
  let best: RosterDelimiter = ',';
  for (const d of ROSTER_DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/**
 * Splits CSV text into records (RFC 4180 plus the leniency real exports need): quoted fields
 * may hold delimiters, doubled quotes and line breaks; spaces before an opening quote are
 * ignored (`a, "b"`), and text after a closing quote is kept. Fields are not trimmed here.
 */
export function parseCsv(text: string, delimiter: RosterDelimiter): CsvRecord[] {
  const source = normaliseText(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;

  const endRecord = () => {
    fields.push(field);
    records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };

  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (inQuotes) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      field = '';
      inQuotes = true;
    } else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else if (char === '\n') {
      endRecord();
      line++;
      recordLine = line;
    } else field += char;
  }
  if (inQuotes) {
    endRecord();
    records[records.length - 1]!.unterminated = true;
  } else if (field !== '' || fields.length > 0) endRecord();
  return records;
}
