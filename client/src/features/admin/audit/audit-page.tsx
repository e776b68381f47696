import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { formatInstant } from '../../../lib/dates';
import { AdminTitle } from '../shared/admin-title';
import { CsvButton } from '../shared/csv-button';

const AuditLogQuery = graphql(`
  query AdminAuditLog($from: Time, $to: Time, $actorId: ID, $subject: String, $limit: Int) {
    auditLog(from: $from, to: $to, actorId: $actorId, subject: $subject, limit: $limit) {
      id
      at
      actor {
        id
        name
      }
      action
      subject
      before
      after
    }
  }
`);

const INPUT = 'rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm';

interface Filters {
  from: string;
  to: string;
  actorId: string;
  subject: string;
}

const EMPTY: Filters = { from: '', to: '', actorId: '', subject: '' };

/** The filters as the API takes them: whole local days as instants, blanks left out. */
function toVariables(f: Filters) {
  return {
    from: f.from ? new Date(`${f.from}T00:00:00`).toISOString() : undefined,
    to: f.to ? new Date(`${f.to}T23:59:59.999`).toISOString() : undefined,
    actorId: f.actorId.trim() || undefined,
    subject: f.subject.trim() || undefined,
    limit: 200,
  };
}

/** The audit trail, newest first: who did what to what, with before and after; read-only. */
export function AuditPage() {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const variables = toVariables(filters);
  const { data, error } = useQuery(AuditLogQuery, { variables });
  const rows = data?.auditLog ?? [];
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
  };
  const field = (name: keyof Filters, label: string, type = 'text') => (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <input type={type} className={INPUT} value={draft[name]} onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))} />
    </label>
  );
  return (
    <>
      <AdminTitle text="Audit trail" />
      <form onSubmit={apply} aria-label="Audit filters" className="mt-6 flex flex-wrap items-end gap-4">
        {field('from', 'From', 'date')}
        {field('to', 'To', 'date')}
        {field('actorId', 'Actor id')}
        {field('subject', 'Subject (e.g. booking:42)')}
        <button type="submit" className="rounded bg-primary px-4 py-2 text-sm">
          Filter
        </button>
        <CsvButton report="audit" params={{ ...variables, limit: '200' }} filename="audit.csv" label="Download CSV of the audit trail" />
      </form>
      {error && <p role="alert">Could not load the audit trail: {error.message}</p>}
      <table className="mt-6 w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Subject</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="align-top">
              <td>{formatInstant(r.at)}</td>
              <td>{r.actor.name}</td>
              <td>
                <code>{r.action}</code>
              </td>
              <td>
                <code>{r.subject}</code>
              </td>
              <td>
                <details>
                  <summary>Before / after</summary>
                  <pre className="text-xs whitespace-pre-wrap">before: {r.before ?? '—'}</pre>
                  <pre className="text-xs whitespace-pre-wrap">after: {r.after ?? '—'}</pre>
                </details>
              </td>
            </tr>
          ))}
          {data && rows.length === 0 && (
            <tr>
              <td colSpan={5}>Nothing recorded for these filters.</td>
            </tr>
          )}
        </tbody>
      </table>
    </>
  );
}
