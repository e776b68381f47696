/** How long the download's object URL lives: the browser reads it on the click. */
const REVOKE_AFTER_MS = 60_000;

/** Saves the show's iCalendar event as marquee-<reference>.ics. */
export function downloadCalendar(ics: string, reference: string): void {
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `marquee-${reference}.ics`;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
