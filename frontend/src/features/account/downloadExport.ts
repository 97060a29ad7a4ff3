import { type ApiError, problemIn } from '../../api/errors.js';

const FALLBACK_NAME = 'verlanglijstje-gegevens';

/** The file name the server gives in `Content-Disposition`. */
const fileNameOf = (disposition: string | null, format: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? `${FALLBACK_NAME}.${format}`;

/**
 * Fetches the export as a file and hands it to the browser's download. Not through the JSON base query: the answer is a
 * file (a ZIP too), and building it can take longer than the base query's 10 s timeout.
 */
export async function downloadExport(format: 'json' | 'zip'): Promise<{ data: null } | { error: ApiError }> {
  let response: Response;
  try {
    response = await fetch(`/api/Account/Export?format=${format}`, { credentials: 'same-origin' });
  } catch {
    return { error: { status: 'offline', problem: null } };
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    return { error: { status: response.status, problem: await problemIn(body), body } };
  }
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: fileNameOf(response.headers.get('content-disposition'), format),
  });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { data: null };
}
