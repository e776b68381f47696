import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../../gql';
import type { ShowFormat } from '../../../gql/graphql';
import { Button } from '../../../components/button';
import { serverMessage } from '../../../lib/errors';
import { FORMATS } from '../shared/versions';

const SetScreenFormatsMutation = graphql(`
  mutation SetScreenFormats($screenId: ID!, $formats: [ShowFormat!]!) {
    setScreenFormats(screenId: $screenId, formats: $formats) {
      id
      formats
    }
  }
`);

/** The formats a screen projects, as checkboxes; at least one, and the server refuses to drop one an upcoming show plays in. */
export function ScreenFormats({ screen, onDone }: { screen: { id: string; name: string; formats: readonly ShowFormat[] }; onDone(): void }) {
  const [chosen, setChosen] = useState<ShowFormat[]>([...screen.formats]);
  const [save, { loading }] = useMutation(SetScreenFormatsMutation);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (chosen.length === 0) {
      toast.error('Choose at least one format.');
      return;
    }
    try {
      // In the schema's order, so the list reads the same everywhere.
      await save({ variables: { screenId: screen.id, formats: FORMATS.map((f) => f.value).filter((f) => chosen.includes(f)) } });
      toast.success(`Formats of ${screen.name} saved.`);
      onDone();
    } catch (err) {
      console.error('Setting screen formats failed:', err);
      toast.error(serverMessage(err) ?? 'The formats could not be saved.');
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={`Formats of ${screen.name}`} className="mt-2 w-full rounded border border-zinc-700 p-3">
      <fieldset>
        <legend className="mb-1 text-sm">Formats {screen.name} projects</legend>
        <div className="flex flex-wrap gap-2">
          {FORMATS.map((f) => (
            <label key={f.value} className="flex items-center gap-1 rounded border border-zinc-600 px-2 py-1 text-sm">
              <input
                type="checkbox"
                checked={chosen.includes(f.value)}
                onChange={() => setChosen((c) => (c.includes(f.value) ? c.filter((x) => x !== f.value) : [...c, f.value]))}
                className="accent-primary"
              />
              {f.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3 flex gap-3">
        <Button type="submit" size="sm" disabled={loading}>
          {loading ? 'Saving...' : 'Save formats'}
        </Button>
        <button type="button" onClick={onDone} className="text-sm text-zinc-400 hover:underline">
          Close
        </button>
      </div>
    </form>
  );
}
