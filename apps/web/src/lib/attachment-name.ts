/**
 * The file name the server gave in `Content-Disposition`, or the fallback: only plain names, so
 * nothing in the header can point outside the downloads folder.
 */
export function attachmentName(header: string | null, fallback: string): string {
  const name = header ? /filename="([^"]+)"/.exec(header)?.[1] : undefined;
  return name && /^[\w.-]+$/.test(name) && !name.startsWith('.') ? name : fallback;
}
