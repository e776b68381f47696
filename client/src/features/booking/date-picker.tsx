import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { BlurCircle } from '../../components/blur-circle';
import { formatDateButton, formatWeekday } from '../../lib/format';

/**
 * The date strip: one button per date that has a show for the visitor (in
 * their city, in the chosen language and format), as weekday and 'D MMMM'.
 * Choosing a date lists its times right below (children); a time goes
 * straight to the seat map, so there is no separate confirm step.
 * empty says why there is no date to offer.
 */
export function DatePicker({
  dates,
  selected,
  onSelect,
  empty,
  children,
}: {
  dates: readonly string[];
  selected: string | null;
  onSelect(date: string): void;
  empty: ReactNode;
  children?: ReactNode;
}) {
  const scrollDates = (direction: 1 | -1) => {
    document.getElementById('date-picker-dates')?.scrollBy({ left: direction * 240, behavior: 'smooth' });
  };

  return (
    <section
      aria-labelledby="date-picker-heading"
      className="relative mt-6 rounded-lg border border-primary/20 bg-primary/10 p-6 md:p-8"
    >
      <BlurCircle className="top-[-100px] left-[-100px]" />
      <BlurCircle className="right-0 top-[100px]" />
      <div className="w-full min-w-0">
        <h2 id="date-picker-heading" className="text-lg font-semibold">
          Choose Date
        </h2>
        {dates.length === 0 ? (
          <div className="mt-5 text-zinc-400">{empty}</div>
        ) : (
          <div className="mt-5 flex items-center gap-2 text-sm">
            <button type="button" aria-label="Earlier dates" onClick={() => scrollDates(-1)} className="shrink-0 max-sm:hidden">
              <ChevronLeftIcon aria-hidden="true" className="h-7 w-7" />
            </button>
            <div id="date-picker-dates" role="group" aria-label="Show dates" className="no-scrollbar flex gap-3 overflow-x-auto py-1">
              {dates.map((date) => (
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
                  <span className="text-xs">{formatWeekday(date)}</span>{' '}
                  <span>{formatDateButton(date)}</span>
                </button>
              ))}
            </div>
            <button type="button" aria-label="Later dates" onClick={() => scrollDates(1)} className="shrink-0 max-sm:hidden">
              <ChevronRightIcon aria-hidden="true" className="h-7 w-7" />
            </button>
          </div>
        )}
        {dates.length > 0 && children}
      </div>
    </section>
  );
}
