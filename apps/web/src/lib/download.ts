import { ApiError, FALLBACK_ERROR, parseErrorMessage, retryAfterSeconds } from './api-error';
import { attachmentName } from './attachment-name';
import { auth } from './auth';

/**
 * GET `/api{path}` with the bearer token, for a file to save (a report, an export). The body is
 * kept as it came rather than parsed, so `api()` is not used; a refusal is an ApiError, and a 401
 * on a call that carried a token ends the session, as with `api()`.
 */
export async function fetchFile(path: string, accept: string): Promise<Response> {
  const token = auth.getState().session?.token;
  const response = await fetch(`/api${path}`, {
    headers: token ? { Authorization: `Bearer ${token}`, Accept: accept } : {},
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 401 && token) auth.logout({ ended: true });
    throw new ApiError(
      response.status,
      parseErrorMessage(body) ?? FALLBACK_ERROR,
      retryAfterSeconds(response.headers.get('Retry-After')),
    );
  }
  return response;
}

/** Saves a blob under `fileName` through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads `/api{path}` and saves it under the name the server gives it, else `fallbackName`;
 * answers the name it was saved under.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const response = await fetchFile(path, 'application/json');
  const name = attachmentName(response.headers.get('Content-Disposition'), fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}
