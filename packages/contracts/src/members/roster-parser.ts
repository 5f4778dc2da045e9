import { isInstitutionId, withIdPrefix, type Institution } from '../common/institution';
import { normaliseName } from '../common/patterns';
import { detectDelimiter, parseCsv, type CsvRecord, type RosterDelimiter } from './csv';
import { TUTORIAL_LIST_SEPARATOR } from './member-constants';
import { MEMBER_MESSAGES } from './member-messages';
import { checkImportRow, type MemberImportRow, type MemberKind } from './member-schemas';

/** What a roster column holds, once its header is recognised. */
type Column =
  'name' | 'lastFirst' | 'firstName' | 'lastName' | 'email' | 'zid' | 'login' | 'tutorial';

/**
 * Header aliases of the common exports (Moodle, Canvas, myUNSW class lists, hand-made sheets),
 * compared after lower-casing and dropping everything but letters and digits. Earlier entries of
 * a column win when a file has several (Canvas has both `SIS User ID` and `SIS Login ID`).
 */
const ALIASES: Record<Column, string[]> = {
  firstName: ['firstname', 'first', 'givenname', 'givennames', 'forename', 'preferredfirstname'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'familynames'],
  name: ['name', 'fullname', 'studentname', 'tutorname', 'displayname'],
  // Canvas gradebooks: `Student` and `Sortable Name` are "Last, First".
  lastFirst: ['student', 'sortablename'],
  email: ['email', 'emailaddress', 'mail', 'studentemail', 'universityemail', 'unswemail'],
  zid: ['zid', 'studentid', 'studentnumber', 'sisuserid', 'idnumber', 'username', 'zpass'],
  login: ['sisloginid', 'loginid', 'login'],
  tutorial: [
    'tutorial',
    'tutorials',
    'tut',
    'tute',
    'tutorialgroup',
    'section',
    'sections',
    'class',
    'classsection',
    'group',
    'groups',
  ],
};

const normaliseHeader = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');
const aliasRank = new Map<string, { column: Column; rank: number }>(
  Object.entries(ALIASES).flatMap(([column, names]) =>
    names.map((name, rank) => [name, { column: column as Column, rank }] as const),
  ),
);

const looksLikeEmail = (cell: string) => cell.includes('@');
/** An id, with or without the letters it starts with (`z1234567`, `1234567`). */
const looksLikeId = (institution: Institution, cell: string) =>
  isInstitutionId(institution, withIdPrefix(institution, cell).trim().toLowerCase());
const isBlank = (record: CsvRecord) => record.fields.every((f) => f.trim() === '');
/** Canvas gradebooks carry a "Points Possible" row under the header. */
const isCanvasPointsRow = (record: CsvRecord) => record.fields[0]?.trim() === 'Points Possible';

type ColumnMap = Partial<Record<Column, number>>;

/**
 * Column positions of a header row, or undefined when the first row is data. The institution's
 * own name for the id (`Student number`) is one more name of the id column.
 */
function readHeader(record: CsvRecord, institution: Institution): ColumnMap | undefined {
  if (record.fields.some((cell) => looksLikeEmail(cell) || looksLikeId(institution, cell))) {
    return undefined;
  }
  const idLabel = normaliseHeader(institution.idLabel);
  const best: Partial<Record<Column, { index: number; rank: number }>> = {};
  record.fields.forEach((cell, index) => {
    const name = normaliseHeader(cell);
    const hit =
      aliasRank.get(name) ?? (name === idLabel ? { column: 'zid' as const, rank: 0 } : undefined);
    if (!hit) return;
    const current = best[hit.column];
    if (!current || hit.rank < current.rank) best[hit.column] = { index, rank: hit.rank };
  });
  const entries = Object.entries(best).map(([column, hit]) => [column, hit.index] as const);
  return entries.length > 0 ? (Object.fromEntries(entries) as ColumnMap) : undefined;
}

/** "Last, First" or "First Last" (split at the first space, as the spec says). */
function splitName(full: string, lastFirst: boolean) {
  const name = normaliseName(full);
  const comma = name.indexOf(',');
  if (comma >= 0 && (lastFirst || name.indexOf(',', comma + 1) < 0)) {
    return {
      firstName: normaliseName(name.slice(comma + 1)),
      lastName: normaliseName(name.slice(0, comma)),
    };
  }
  const space = name.indexOf(' ');
  return space < 0
    ? { firstName: name, lastName: '' }
    : { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

function rowFromHeader(
  fields: string[],
  columns: ColumnMap,
  institution: Institution,
): MemberImportRow {
  const cell = (column: Column) => {
    const index = columns[column];
    return index === undefined ? '' : (fields[index] ?? '').trim();
  };
  const names =
    columns.firstName !== undefined
      ? { firstName: cell('firstName'), lastName: cell('lastName') }
      : columns.name !== undefined
        ? splitName(cell('name'), false)
        : splitName(cell('lastFirst'), true);
  const login = cell('login');
  const email = cell('email') || (looksLikeEmail(login) ? login : '');
  const zid = cell('zid') || (looksLikeId(institution, login) ? login : '');
  return { ...names, email, zid: withIdPrefix(institution, zid), tutorial: cell('tutorial') };
}

/** Pasted lines: `name, email, zid, tutorial`; a tutor's further cells are more tutorials. */
function rowFromPosition(
  fields: string[],
  kind: MemberKind,
  institution: Institution,
): MemberImportRow {
  const [name = '', email = '', zid = '', ...rest] = fields.map((f) => f.trim());
  const tutorials = kind === 'tutor' ? rest.filter(Boolean) : rest.slice(0, 1);
  return {
    ...splitName(name, false),
    email,
    zid: withIdPrefix(institution, zid),
    tutorial: tutorials.join(TUTORIAL_LIST_SEPARATOR),
  };
}

function missingColumns(columns: ColumnMap): string[] {
  const has = (...list: Column[]) => list.some((c) => columns[c] !== undefined);
  const missing: string[] = [];
  if (!has('name', 'lastFirst', 'firstName')) missing.push('name');
  if (!has('email', 'login')) missing.push('email');
  if (!has('zid', 'login')) missing.push('zid');
  if (!has('tutorial')) missing.push('tutorial');
  return missing;
}

export interface RejectedRosterRow {
  /** 1-based line of the file or pasted text where the row starts. */
  line: number;
  reason: string;
  /** The row as written, for the preview. */
  text: string;
}

export interface RosterParseResult {
  /** Checked and normalised rows, ready for `add-students` / `add-tutors`. */
  rows: MemberImportRow[];
  /** The line each entry of `rows` came from. */
  lines: number[];
  rejected: RejectedRosterRow[];
  delimiter: RosterDelimiter;
  hasHeader: boolean;
  /** Columns a header lacks (`name`, `email`, `zid`, `tutorial`); every row then fails. */
  missingColumns: string[];
}

/**
 * Parses an uploaded roster or pasted lines into import rows, checking each with the same schema
 * the server uses for the same institution. Blank lines are skipped; an id that appears twice
 * keeps its last row, as the server would.
 */
export function parseRoster(
  text: string,
  kind: MemberKind,
  institution: Institution,
): RosterParseResult {
  const delimiter = detectDelimiter(text);
  const records = parseCsv(text, delimiter).filter((r) => !isBlank(r));
  const columns = records[0] ? readHeader(records[0], institution) : undefined;
  const body = columns ? records.slice(1) : records;
  const accepted: { line: number; row: MemberImportRow }[] = [];
  const rejected: RejectedRosterRow[] = [];

  for (const record of body) {
    const text = record.fields
      .map((f) => f.trim())
      .join(delimiter === '\t' ? '\t' : `${delimiter} `)
      .trim();
    if (columns && isCanvasPointsRow(record)) continue;
    if (record.unterminated) {
      rejected.push({ line: record.line, reason: MEMBER_MESSAGES.unterminatedQuote, text });
      continue;
    }
    const candidate = columns
      ? rowFromHeader(record.fields, columns, institution)
      : rowFromPosition(record.fields, kind, institution);
    const checked = checkImportRow(kind, candidate, institution);
    if (!checked.ok) {
      rejected.push({ line: record.line, reason: checked.message, text });
      continue;
    }
    const { firstName, lastName, email, zid } = checked.row;
    const tutorial = Array.isArray(checked.row.tutorial)
      ? checked.row.tutorial.join(TUTORIAL_LIST_SEPARATOR)
      : checked.row.tutorial;
    accepted.push({ line: record.line, row: { firstName, lastName, email, zid, tutorial } });
  }

  const lastLineOfZid = new Map(accepted.map((entry) => [entry.row.zid, entry.line]));
  const kept = accepted.filter((entry) => {
    const last = lastLineOfZid.get(entry.row.zid)!;
    if (last === entry.line) return true;
    const text = Object.values(entry.row).join(', ');
    rejected.push({ line: entry.line, reason: institution.messages.duplicateId(last), text });
    return false;
  });
  rejected.sort((a, b) => a.line - b.line);

  return {
    rows: kept.map((entry) => entry.row),
    lines: kept.map((entry) => entry.line),
    rejected,
    delimiter,
    hasHeader: Boolean(columns),
    missingColumns: columns ? missingColumns(columns) : [],
  };
}
