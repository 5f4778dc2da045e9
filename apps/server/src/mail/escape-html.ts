/**
 * Every user-provided value in an HTML part goes through this. Numeric references, one spelling
 * per character: the erasure of a person's mail (modules/my-data/erase-mail.repo.ts) finds their
 * name in the HTML part by escaping it the same way.
 */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
