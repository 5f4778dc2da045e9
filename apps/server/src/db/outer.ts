import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The outer query's column, always written `"table"."column"`, for use inside a correlated
 * subquery. Drizzle writes a column bare when the select reads one table, and a bare name inside
 * the subquery resolves to the subquery's own table when it has a column of that name, so the
 * condition silently compares the inner row with itself. An aliased table gives its alias.
 */
export function outer(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
