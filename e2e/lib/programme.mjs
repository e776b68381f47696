// The admin's programme steps (issue #25) that more than one journey walks:
// a screen's formats, a weekend price card, a show scheduled by version on
// price cards, the week timeline. Each waits for what the screen says back,
// so a journey that calls them knows the step took.
import { expectSignedIn, expectToast, signIn, theatreTime } from './app.mjs';

/** Local-date arithmetic on YYYY-MM-DD. */
export function addDays(date, days) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of a YYYY-MM-DD's week. */
export function mondayOf(date) {
  return addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/**
 * Signs the admin in and picks the week after next (clear of now and of the
 * sample schedule's days): its Monday and its Saturday, in theatre time.
 */
export async function signInAdminForAWeek(admin) {
  await admin.goto('/');
  const config = await (await admin.request.get('/api/config')).json();
  await signIn(admin, 'Admin', { admin: true });
  await expectSignedIn(admin, 'Admin');
  const week = addDays(mondayOf(theatreTime(config.theatreTimeZone).date), 14);
  return { config, week, saturday: addDays(week, 5) };
}

/** Ticks a format (e.g. "IMAX 2D") for a screen on Admin Cinemas and saves. */
export async function addScreenFormat(admin, { cinema, screen, format }) {
  await admin.goto('/admin/cinemas');
  const item = admin.getByRole('listitem', { name: cinema, exact: true });
  await item.getByRole('button', { name: `Formats of ${screen}`, exact: true }).click();
  const form = item.getByRole('form', { name: `Formats of ${screen}` });
  await form.getByRole('checkbox', { name: format, exact: true }).check();
  await form.getByRole('button', { name: 'Save formats' }).click();
  await expectToast(admin, `Formats of ${screen} saved.`);
  return item;
}

/**
 * Creates a Saturday-and-Sunday card with one standard price from the
 * cinema's entry on Admin Cinemas, above the sample Weekend card (priority
 * 10) so it is the best match.
 */
export async function createWeekendCard(admin, { cinema, name, price }) {
  await admin.goto('/admin/cinemas');
  await admin.getByRole('listitem', { name: cinema, exact: true }).getByRole('link', { name: `Price cards of ${cinema}` }).click();
  await admin.getByRole('heading', { name: 'Admin Price Cards' }).waitFor();
  const form = admin.getByRole('form', { name: 'New price card' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('checkbox', { name: 'Sat', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Sun', exact: true }).check();
  await form.getByLabel('Priority').fill('50');
  await form.getByLabel('Standard price').fill(String(price));
  await form.getByRole('button', { name: 'Create price card' }).click();
  await expectToast(admin, `Price card "${name}" created.`);
}

/** Schedules one show of a version on Add Shows, priced by the price cards. */
export async function scheduleOnPriceCards(admin, { title, cinema, city, screen, seats, date, time, format, language }) {
  await admin.goto('/admin/add-shows');
  await admin.getByRole('heading', { name: 'Admin Add Shows' }).waitFor();
  await admin.getByRole('group', { name: 'Now playing movies' }).getByRole('button', { name: title, exact: true }).click();
  await admin.getByLabel('Cinema', { exact: true }).selectOption({ label: `${cinema} (${city})` });
  await admin.getByLabel('Screen', { exact: true }).selectOption({ label: `${screen} (${seats} seats)` });
  await admin.getByLabel('Format', { exact: true }).selectOption(format);
  await admin.getByLabel('Audio language', { exact: true }).selectOption(language);
  await admin.getByRole('checkbox', { name: 'Use price cards' }).check();
  await admin.getByLabel('Select Date and Time').fill(`${date}T${time}`);
  await admin.getByRole('button', { name: 'Add Time' }).click();
  await admin.getByTestId(`show-date-${date}`).waitFor();
  await admin.getByRole('button', { name: 'Add Shows', exact: true }).click();
  await expectToast(admin, 'Show added successfully');
}

/** Opens a cinema's week timeline at a week (its Monday); returns the page's path. */
export async function openWeekTimeline(admin, { cinema, week }) {
  await admin.goto('/admin/cinemas');
  await admin.getByRole('listitem', { name: cinema, exact: true }).getByRole('link', { name: `Week timeline of ${cinema}` }).click();
  await admin.getByRole('heading', { name: 'Admin Week Timeline' }).waitFor();
  const path = `${new URL(admin.url()).pathname}?week=${week}`;
  await admin.goto(path);
  return path;
}
