/** How long the download's object URL lives: the browser reads it on the click. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Fetches one of the admin CSV exports with the admin's bearer token (a plain
 * link could not send it) and saves it as `filename`. Throws with the server's
 * answer when it refuses, so the page can say why.
 */
export async function downloadCsv(
  getToken: () => Promise<string | null>,
  report: 'sales' | 'occupancy' | 'settlement' | 'audit' | 'food' | 'offers' | 'refunds',
  params: Record<string, string | undefined>,
  filename: string,
): Promise<void> {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) query.set(k, v);
  const token = await getToken();
  const res = await fetch(`/api/admin/reports/${report}.csv?${query.toString()}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`The CSV could not be made (${res.status}): ${await res.text()}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
