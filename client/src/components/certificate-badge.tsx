import { certificateName } from '../lib/versions';

const TITLES: Record<string, string> = {
  U: 'Unrestricted public exhibition',
  UA7: 'Parental guidance for children under 7',
  UA13: 'Parental guidance for children under 13',
  UA16: 'Parental guidance for children under 16',
  A: 'Adults only (18+)',
  S: 'Restricted to specialised audiences',
};

/**
 * The film's CBFC certificate, next to its title wherever the title is
 * shown; nothing while the film has none. A is red: the booking asks for
 * an age confirmation and the door checks ID.
 */
export function CertificateBadge({ certificate, className = '' }: { certificate?: string | null; className?: string }) {
  if (!certificate) return null;
  const adult = certificate === 'A';
  return (
    <span
      data-testid="certificate"
      title={TITLES[certificate]}
      aria-label={`Certificate ${certificateName(certificate)}`}
      className={`inline-flex shrink-0 items-center rounded border px-1.5 py-0.5 align-middle text-[11px] leading-none font-semibold ${
        adult ? 'border-red-500 text-red-300' : 'border-zinc-400 text-zinc-200'
      } ${className}`}
    >
      {certificateName(certificate)}
    </span>
  );
}
