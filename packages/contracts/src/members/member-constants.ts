/** Business limits of member import. */
export const MAX_IMPORT_ROWS = 5000;
/** Member imports may be larger than the 1 MB default body. */
export const IMPORT_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
/** A tutorial is 1 to 20 letters, digits, `-` or `_`. */
export const TUTORIAL_RE = /^[A-Za-z0-9_-]{1,20}$/;
/** Tutors may carry several tutorials in one cell: `H12A, T13B`. */
export const TUTORIAL_LIST_SEPARATOR = ',';
