import { and, asc, sql, type SQL } from 'drizzle-orm';
import { PROJECT_SEARCH_LIMIT } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { projects } from '../../db/schema';
import { listProjects, projectColumns } from './projects.repo';

const MAX_TOKENS = 8;

/**
 * The searchable text of a project, weighted so a hit in the name outranks one in the category
 * or areas, which outranks scope and skills, then background. Each part is indexed twice:
 * `english` (stemmed: "learning" finds "learn") and `simple` (verbatim: stop words and names).
 */
function documentVector() {
  const part = (text: SQL, weight: 'A' | 'B' | 'C' | 'D') =>
    sql`setweight(to_tsvector('english', ${text}), ${sql.raw(`'${weight}'`)}) || setweight(to_tsvector('simple', ${text}), ${sql.raw(`'${weight}'`)})`;
  return sql`(
    ${part(sql`${projects.name}`, 'A')}
    || ${part(sql`${projects.category} || ' ' || ${projects.areas}::text`, 'B')}
    || ${part(sql`${projects.scope} || ' ' || ${projects.reqSkills}`, 'C')}
    || ${part(sql`${projects.background}`, 'D')}
  )`;
}

/** Words joined by `operator`, the last one a prefix: "machin" finds "machine" while typing. */
function tsQuery(tokens: string[], operator: '&' | '|') {
  const text = tokens.map((token, i) => (i === tokens.length - 1 ? `${token}:*` : token));
  const joined = text.join(` ${operator} `);
  return sql`(to_tsquery('english', ${joined}) || to_tsquery('simple', ${joined}))`;
}

/**
 * Full-text search of the projects matching `scope`, best match first, at most 30.
 * A project matching any word is a hit; matching every word ranks it higher; a number typed
 * alone also finds that `proj_no`. An empty query lists them all by `proj_no`. Words are reduced
 * to letters and digits before they reach `to_tsquery`, so its syntax cannot be injected, and
 * only built-in configurations are used, so PGlite and PostgreSQL answer alike.
 */
export async function searchProjects(db: DbOrTx, scope: SQL, query: string) {
  if (!query) return listProjects(db, scope, PROJECT_SEARCH_LIMIT);
  const tokens = (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TOKENS);
  if (tokens.length === 0) return [];
  const vector = documentVector();
  const anyWord = tsQuery(tokens, '|');
  const everyWord = tsQuery(tokens, '&');
  const number = /^\d{1,9}$/.test(query) ? Number(query) : -1;
  const rank = sql`(
    case when ${projects.projNo} = ${number} then 10 else 0 end
    + case when ${vector} @@ ${everyWord} then 1 else 0 end
    + ts_rank(${vector}, ${anyWord})
  )`;
  return db
    .select(projectColumns)
    .from(projects)
    .where(and(scope, sql`(${vector} @@ ${anyWord} or ${projects.projNo} = ${number})`))
    .orderBy(sql`${rank} desc`, asc(projects.projNo))
    .limit(PROJECT_SEARCH_LIMIT);
}
