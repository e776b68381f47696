import { getFragmentData, graphql, type FragmentType } from '../../../gql';

/** What the result panel needs of a CopyWeekResult: copyWeek, copyCinemaWeek and repeatShow all select it. */
const CopyResultFragment = graphql(`
  fragment CopyResultPanel_result on CopyWeekResult {
    created {
      id
      localDate
      localTime
      movie {
        id
        title
      }
    }
    skipped {
      date
      time
      reason
      clashesWith
    }
  }
`);

export type CopyOutcome = FragmentType<typeof CopyResultFragment>;

/** What a copy (week, cinema week, repeat) made and what it skipped, with each reason. */
export function CopyResultPanel({
  title,
  result: outcome,
  onClose,
  nameOf = () => undefined,
}: {
  title: string;
  result: CopyOutcome;
  onClose(): void;
  /** Names a show in the way when the page knows it ("Monsoon Protocol, Mon 30 Nov 18:30"). */
  nameOf?: (showId: string) => string | undefined;
}) {
  const result = getFragmentData(CopyResultFragment, outcome);
  return (
    <section aria-label="Copy result" role="status" className="mt-4 max-w-3xl rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm">
      <div className="flex items-baseline gap-2">
        <h2 className="text-base font-medium">{title}</h2>
        <button type="button" onClick={onClose} className="ml-auto text-zinc-400 hover:underline">
          Dismiss
        </button>
      </div>
      <p className="mt-2">
        Created {result.created.length} {result.created.length === 1 ? 'show' : 'shows'}, skipped {result.skipped.length}.
      </p>
      {result.created.length > 0 && (
        <>
          <h3 className="mt-3 font-medium">Created</h3>
          <ul aria-label="Created shows" className="mt-1 list-disc pl-5">
            {result.created.map((s) => (
              <li key={s.id}>
                {s.localDate} {s.localTime} · {s.movie.title}
              </li>
            ))}
          </ul>
        </>
      )}
      {result.skipped.length > 0 && (
        <>
          <h3 className="mt-3 font-medium">Skipped</h3>
          <ul aria-label="Skipped shows" className="mt-1 list-disc pl-5 text-amber-200">
            {result.skipped.map((s) => (
              <li key={`${s.date} ${s.time}`}>
                {s.date} {s.time}: {s.reason}
                {s.clashesWith && nameOf(s.clashesWith) && <span className="text-zinc-400"> (in the way: {nameOf(s.clashesWith)})</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
