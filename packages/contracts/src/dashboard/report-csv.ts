/**
 * The staff report, as one pure function so that the server's
 * `GET /api/subcourse/{id}/report` and a report built in the browser produce the same bytes:
 * RFC 4180 with CRLF line ends, a header block, one row per enrolled student in a fixed order,
 * and spreadsheet formula injection neutralised.
 */

export const REPORT_COLUMNS = [
  'Student Name',
  'Student ZID',
  'Tutorial',
  'Group',
  'Project',
  'Client Name',
  'Client Company',
  'Client Email',
] as const;

/** Cell text when a student has no group, or a row has no project or client. */
export const REPORT_NO_VALUE = 'N/A';
export const REPORT_UNALLOCATED = 'unallocated';
export const REPORT_CONTENT_TYPE = 'text/csv; charset=utf-8';

export interface ReportCourse {
  /** The subcourse's name (the report's `Course Name`). */
  name: string;
  code: string;
  year: number;
  term: number;
}

export interface ReportClient {
  name: string;
  company_name: string;
  email: string;
}

/** One enrolled student with what the report shows about them. */
export interface ReportStudent {
  name: string;
  zid: string;
  tutorial?: string | null;
  /** Group name; null when the student is in no group. */
  group?: string | null;
  /** The group's published project name; null when unallocated. */
  project?: string | null;
  /** The project's first client; null when there is no project or it has no client. */
  client?: ReportClient | null;
}

/** `{year}_{code}_report.csv` */
export const reportFileName = (course: Pick<ReportCourse, 'year' | 'code'>) =>
  `${course.year}_${course.code}_report.csv`;

/**
 * A formula trigger (`=`, `+`, `-`, `@`, tab, CR) at the start of the text or right after a
 * separator a spreadsheet may split on when it re-parses the cell (`;`, `,`, tab, line break).
 * One character class each side, so the test is linear in the text.
 */
const FORMULA_TRIGGER = /(?:^|[;,\t\r\n])[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Text a spreadsheet could run as a formula gets a leading `'`, which makes the whole cell text.
 * The one rule for every CSV the product writes (server report, web exports).
 */
export function neutraliseCsvFormula(text: string): string {
  return FORMULA_TRIGGER.test(text) ? `'${text}` : text;
}

/**
 * One cell: formula text neutralised (`neutraliseCsvFormula`), then quotes when it contains a
 * comma, a quote, CR or LF, with inner quotes doubled. Every value cell is free text; numbers
 * pass through unchanged.
 */
export function csvCell(value: string | number): string {
  const text = typeof value === 'string' ? neutraliseCsvFormula(value) : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number)[]) => cells.map(csvCell).join(',');

const present = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value !== '';

/**
 * Text order that reads naturally and is the same in every browser and on the server: case
 * folded first, then exact code units. Missing values sort after present ones.
 */
export function compareReportText(a: string | null | undefined, b: string | null | undefined) {
  if (!present(a) || !present(b)) return Number(!present(a)) - Number(!present(b));
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  if (la !== lb) return la < lb ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

/** Tutorial, then group name, then student name; the zID breaks ties. */
export function compareReportStudents(a: ReportStudent, b: ReportStudent) {
  return (
    compareReportText(a.tutorial, b.tutorial) ||
    compareReportText(a.group, b.group) ||
    compareReportText(a.name, b.name) ||
    compareReportText(a.zid, b.zid)
  );
}

function studentCells(student: ReportStudent): string[] {
  const project = present(student.group) && present(student.project) ? student.project : null;
  const client = project === null ? null : student.client;
  return [
    student.name,
    student.zid,
    student.tutorial ?? '',
    present(student.group) ? student.group : REPORT_NO_VALUE,
    project ?? REPORT_UNALLOCATED,
    client?.name ?? REPORT_NO_VALUE,
    client?.company_name ?? REPORT_NO_VALUE,
    client?.email ?? REPORT_NO_VALUE,
  ];
}

/** The whole file: header block, blank line, column header, sorted student rows; CRLF after each. */
export function buildReportCsv(course: ReportCourse, students: readonly ReportStudent[]): string {
  const lines = [
    csvLine(['Course Name', course.name]),
    csvLine(['Course Code', course.code]),
    csvLine(['Year', course.year]),
    csvLine(['Term', course.term]),
    '',
    csvLine(REPORT_COLUMNS),
    ...[...students].sort(compareReportStudents).map((s) => csvLine(studentCells(s))),
  ];
  return lines.map((line) => `${line}\r\n`).join('');
}

/** The parts of the staff view of `GET /api/subcourse/{id}` the report reads. */
export interface ReportSourceSubcourse {
  id: string;
  students: {
    id: string;
    name: string;
    zid: string;
    subcourses: { subcourse: string; tutorial?: string | null; group?: string | null }[];
  }[];
  groups: {
    id: string;
    name: string;
    members: { id: string }[];
    project?: { name: string; clients: ReportClient[] } | null;
  }[];
}

/** Turns the staff view of a subcourse into report rows, so the browser can build the file too. */
export function reportStudentsFromSubcourse(source: ReportSourceSubcourse): ReportStudent[] {
  const groupsById = new Map(source.groups.map((g) => [g.id, g]));
  const groupOfMember = new Map(source.groups.flatMap((g) => g.members.map((m) => [m.id, g])));
  return source.students.map((student) => {
    const enrolment = student.subcourses.find((e) => e.subcourse === source.id);
    const group =
      (enrolment?.group ? groupsById.get(enrolment.group) : undefined) ??
      groupOfMember.get(student.id);
    const project = group?.project ?? null;
    return {
      name: student.name,
      zid: student.zid,
      tutorial: enrolment?.tutorial ?? null,
      group: group?.name ?? null,
      project: project?.name ?? null,
      client: project?.clients[0] ?? null,
    };
  });
}

/**
 * Any table as CSV text with the report's rules (formula-safe cells, RFC 4180 quoting, CRLF after
 * every line): the header row, then one line per row. Used by the web's overview exports.
 */
export function buildCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  return [header, ...rows].map((cells) => `${csvLine(cells)}\r\n`).join('');
}
