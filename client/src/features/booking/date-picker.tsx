import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import toast from 'react-hot-toast';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { BlurCircle } from '../../components/blur-circle';
import { formatDateButton, formatWeekday } from '../../lib/format';
import { Button } from '../../components/button';

export const DatePickerShowDateFragment = graphql(`
  fragment DatePicker_showDate on ShowDate {
    date
  }
`);

/**
 * The date strip: one button per show date (weekday and 'D MMMM'); Confirm
 * Date goes to the seat map of that date. What plays on the chosen date is
 * shown below the strip (children).
 */
export function DatePicker({
  movieId,
  showDates,
  selected,
  onSelect,
  children,
}: {
  movieId: string;
  showDates: ReadonlyArray<FragmentType<typeof DatePickerShowDateFragment>>;
  selected: string | null;
  onSelect(date: string): void;
  children?: ReactNode;
}) {
  const dates = getFragmentData(DatePickerShowDateFragment, showDates);
  const navigate = useNavigate();

  const confirm = () => {
    if (!selected) {
      toast.error('Please select a date first');
      return;
    }
    navigate(`/movies/${movieId}/${selected}`);
    window.scrollTo(0, 0);
  };

  const scrollDates = (direction: 1 | -1) => {
    document.getElementById('date-picker-dates')?.scrollBy({ left: direction * 240, behavior: 'smooth' });
  };

  return (
    <section
      aria-labelledby="date-picker-heading"
      className="relative mt-10 flex flex-col items-center justify-between gap-8 rounded-lg border border-primary/20 bg-primary/10 p-6 md:flex-row md:p-8"
    >
      <BlurCircle className="top-[-100px] left-[-100px]" />
      <BlurCircle className="right-0 top-[100px]" />
      <div className="w-full min-w-0">
        <h2 id="date-picker-heading" className="text-lg font-semibold">
          Choose Date
        </h2>
        {dates.length === 0 ? (
          <p className="mt-5 text-zinc-400">No shows are scheduled for this movie yet.</p>
        ) : (
          <div className="mt-5 flex items-center gap-2 text-sm">
            <button type="button" aria-label="Earlier dates" onClick={() => scrollDates(-1)} className="shrink-0 max-sm:hidden">
              <ChevronLeftIcon aria-hidden="true" className="h-7 w-7" />
            </button>
            <div id="date-picker-dates" role="group" aria-label="Show dates" className="no-scrollbar flex gap-3 overflow-x-auto py-1">
              {dates.map(({ date }) => (
                <button
                  key={date}
                  type="button"
                  aria-pressed={selected === date}
                  data-date={date}
                  onClick={() => onSelect(date)}
                  className={`flex h-14 min-w-20 shrink-0 flex-col items-center justify-center rounded px-3 leading-tight transition ${
                    selected === date
                      ? 'bg-primary-dull text-white'
                      : 'border border-primary/70 hover:bg-primary/20'
                  }`}
                >
                  <span className="text-xs opacity-80">{formatWeekday(date)}</span>{' '}
                  <span>{formatDateButton(date)}</span>
                </button>
              ))}
            </div>
            <button type="button" aria-label="Later dates" onClick={() => scrollDates(1)} className="shrink-0 max-sm:hidden">
              <ChevronRightIcon aria-hidden="true" className="h-7 w-7" />
            </button>
          </div>
        )}
        {children}
      </div>
      <Button
        onClick={confirm}
        shape="rounded"
        className="shrink-0 md:mt-6"
      >
        Confirm Date
      </Button>
    </section>
  );
}
