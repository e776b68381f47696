import { useId } from 'react';
import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../../gql';
import type { Certificate } from '../../../gql/graphql';
import { serverMessage } from '../../../lib/errors';
import { CERTIFICATES } from '../shared/versions';

const SetMovieCertificateMutation = graphql(`
  mutation SetMovieCertificate($movieId: ID!, $certificate: Certificate!) {
    setMovieCertificate(movieId: $movieId, certificate: $certificate) {
      id
      certificate
    }
  }
`);

interface CertMovie {
  id: string;
  title: string;
  certificate: Certificate | null;
}

/** The CBFC certificate of each movie listed, to set where the film has none or a new one. */
export function MovieCertificates({ movies }: { movies: readonly CertMovie[] }) {
  const [setCertificate] = useMutation(SetMovieCertificateMutation);
  const id = useId();
  const unique = [...new Map(movies.map((m) => [m.id, m])).values()].sort((a, b) => a.title.localeCompare(b.title));
  if (unique.length === 0) return null;
  const change = async (movie: CertMovie, certificate: Certificate) => {
    try {
      // The answer updates the cached Movie, so every row of the film shows it.
      await setCertificate({ variables: { movieId: movie.id, certificate } });
      toast.success(`${movie.title} is now certificate ${certificate}.`);
    } catch (err) {
      console.error('Setting a certificate failed:', err);
      toast.error(serverMessage(err) ?? 'The certificate could not be set.');
    }
  };
  return (
    <details className="mt-6 max-w-3xl rounded border border-zinc-700 p-3 text-sm">
      <summary className="cursor-pointer font-medium">Movie certificates</summary>
      <ul className="mt-2 space-y-2">
        {unique.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center gap-3">
            <label htmlFor={`${id}-${m.id}`} className="min-w-40">
              {m.title}
            </label>
            <select
              id={`${id}-${m.id}`}
              value={m.certificate ?? ''}
              onChange={(e) => e.target.value && void change(m, e.target.value as Certificate)}
              className="rounded-md border border-zinc-600 bg-zinc-900 px-2 py-1"
            >
              <option value="" disabled>
                Not set
              </option>
              {CERTIFICATES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </details>
  );
}
