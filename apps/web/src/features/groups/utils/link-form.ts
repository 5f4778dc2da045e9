export interface LinkFormErrors {
  name?: string;
  url?: string;
}

/** Add Link's local checks: both fields required; the rest is the server's. */
export function checkLinkForm({ name, url }: { name: string; url: string }): LinkFormErrors {
  const errors: LinkFormErrors = {};
  if (!name.trim()) errors.name = 'Name is required';
  if (!url.trim()) errors.url = 'Link is required';
  return errors;
}
