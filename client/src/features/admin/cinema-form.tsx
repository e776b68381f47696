import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../gql';
import { Button } from '../../components/button';
import { hasErrorCode, serverMessage } from '../../lib/errors';
import { useRuntimeConfig } from '../../lib/runtime-config';

const CreateCinemaMutation = graphql(`
  mutation CreateCinema($input: CinemaInput!) {
    createCinema(input: $input) {
      id
      name
      city
    }
  }
`);

const FIELDS = [
  ['name', 'Cinema name'],
  ['city', 'City'],
  ['address', 'Address'],
  ['timeZone', 'Time zone'],
] as const;

type Fields = Record<(typeof FIELDS)[number][0], string>;

/** Creates a cinema; its shows are dated in the time zone given (the theatre's by default). */
export function CinemaForm() {
  const { config } = useRuntimeConfig();
  const empty: Fields = { name: '', city: '', address: '', timeZone: config.theatreTimeZone };
  const [fields, setFields] = useState<Fields>(empty);
  const [createCinema, { loading }] = useMutation(CreateCinemaMutation, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'cinemas' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'cities' });
      cache.gc();
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!fields.name.trim() || !fields.city.trim() || !fields.address.trim()) {
      toast.error('Missing required fields');
      return;
    }
    try {
      await createCinema({ variables: { input: { ...fields } } });
      toast.success('Cinema created');
      setFields(empty);
    } catch (err) {
      console.error('Creating a cinema failed:', err);
      toast.error(hasErrorCode(err, 'BAD_USER_INPUT') ? (serverMessage(err) ?? 'Failed to create cinema') : 'Failed to create cinema');
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="new-cinema-heading" className="mt-6 max-w-3xl rounded-lg border border-zinc-700 p-4">
      <h2 id="new-cinema-heading" className="font-medium">New cinema</h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {FIELDS.map(([key, label]) => (
          <label key={key} className="flex flex-col gap-1 text-sm">
            {label}
            <input
              value={fields[key]}
              onChange={(e) => setFields((f) => ({ ...f, [key]: e.target.value }))}
              className="rounded border border-zinc-600 bg-transparent px-2 py-1"
            />
          </label>
        ))}
      </div>
      <Button type="submit" shape="rounded" size="sm" className="mt-4" disabled={loading}>
        {loading ? 'Creating...' : 'Create cinema'}
      </Button>
    </form>
  );
}
