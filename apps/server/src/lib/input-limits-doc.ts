import { LIMIT_FIELDS, LIMITS, LIST_LIMITS, MESSAGES, type LimitName } from '@capstone/contracts';
import { MAX_INPUT_DEPTH } from '../plugins/input-guard';

/**
 * The input limits (body size, string lengths, null characters, list sizes) as the OpenAPI
 * description shows them, built from the same constants the schemas and the web's inputs use, so
 * the docs cannot drift from the checks.
 */
export function inputLimitsMarkdown(): string {
  const rows = (Object.keys(LIMITS) as LimitName[]).map(
    (name) => `| ${LIMIT_FIELDS[name]} | ${LIMITS[name]} |`,
  );
  const lists = Object.entries(LIST_LIMITS).map(([name, max]) => `\`${name}\` ${max}`);
  return [
    '## Input limits (api.md §20.4)',
    '',
    'Bodies are JSON, at most 1 MB (2 MB on the member imports); a larger body is ' +
      '`413 {"Error":"Request body is too large"}`. Every string field has a maximum length, ' +
      'checked before any pattern: too long is `400 {"Error":"<field> must be at most N characters"}`. ' +
      'A string (or key) containing U+0000 anywhere in the path, query or body is ' +
      '`400 {"Error":"<field> must not contain a null character"}`, and input nested deeper than ' +
      `${MAX_INPUT_DEPTH} levels is refused with a 400. The request line and headers together ` +
      `are at most 16 KB: more is \`431 ${JSON.stringify({ Error: MESSAGES.headersTooLarge })}\`.`,
    '',
    '| Field | Max characters |',
    '|---|---|',
    ...rows,
    '',
    `Longest lists: ${lists.join(', ')}.`,
  ].join('\n');
}
