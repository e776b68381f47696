import { useState } from 'react';
import { DownloadIcon } from 'lucide-react';
import toast from 'react-hot-toast';
import { useSession } from '../../../lib/session';
import { downloadCsv } from './csv-download';

/** "Download CSV" for one export: the same numbers as the table beside it. */
export function CsvButton({
  report,
  params,
  filename,
  label = 'Download CSV',
}: {
  report: Parameters<typeof downloadCsv>[1];
  params: Record<string, string | undefined>;
  filename: string;
  label?: string;
}) {
  const { getToken } = useSession();
  const [busy, setBusy] = useState(false);
  const onClick = () => {
    setBusy(true);
    downloadCsv(getToken, report, params, filename)
      .catch((err: unknown) => toast.error(err instanceof Error ? err.message : 'The CSV could not be made'))
      .finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-label={label}
      className="inline-flex items-center gap-1 rounded border border-zinc-600 px-2 py-1 text-xs hover:bg-zinc-800 print:hidden"
    >
      <DownloadIcon className="h-3.5 w-3.5" aria-hidden="true" /> Download CSV
    </button>
  );
}
