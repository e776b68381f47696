// What a person does in Marquee, expressed with the selectors its screens
// offer people: roles, accessible names and labels.
import { WAIT_MS, NAV_MS, assert, until } from './harness.mjs';

/** Escapes text for use inside a RegExp. */
export function reEscape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** '₹1,517' → 1517, '₹149.50' → 149.5. */
export function rupees(text) {
  const n = Number(String(text).replace(/[₹,\s]/g, ''));
  assert(Number.isFinite(n), `not a rupee amount: ${JSON.stringify(text)}`);
  return n;
}

export function formatRupees(n) {
  const fraction = Number.isInteger(n) ? 0 : 2;
  return `₹${n.toLocaleString('en-IN', { minimumFractionDigits: fraction, maximumFractionDigits: fraction })}`;
}

/** Waits until a toast (react-hot-toast renders role=status) says `text`. */
export async function expectToast(page, text, timeout = WAIT_MS) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout });
}

/** The development sign-in: Login → dialog → name (and e-mail, admin) → Sign in. */
export async function signIn(page, name, options = {}) {
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  await signInInOpenDialog(page, name, options);
}

/** Fills and sends the development sign-in dialog already open (e.g. from Proceed). */
export async function signInInOpenDialog(page, name, { admin = false, email = '' } = {}) {
  const dialog = page.getByRole('dialog', { name: 'Development sign-in' });
  await dialog.waitFor();
  await dialog.getByLabel('Name').fill(name);
  if (email) await dialog.getByLabel('E-mail (optional)').fill(email);
  if (admin) await dialog.getByLabel('Sign in as admin').check();
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Signed in, the navbar shows the account menu for `name`. */
export async function expectSignedIn(page, name) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).waitFor();
}

/** A movie card (a link holding the title's heading). */
export function movieCard(page, title, scope = page) {
  return scope.getByRole('link').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** /movies → the movie's card → its detail page. */
export async function openMovie(page, title) {
  await page.goto('/movies');
  await page.getByRole('heading', { name: 'Book Your Tickets Now' }).waitFor();
  await movieCard(page, title).first().click();
  await page.waitForURL(/\/movies\/[^/]+$/);
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

/** Movie detail → Book Tickets → /booking/{id}. */
export async function bookTickets(page) {
  await page.getByRole('button', { name: 'Book Tickets', exact: true }).click();
  await page.waitForURL(/\/booking\/[^/]+$/);
  await page.getByRole('heading', { name: 'Grab Tickets Now !' }).waitFor();
}

/**
 * Booking entry: picks a date (the first one by default); its times list
 * right below (there is no Confirm Date step), and the first time goes
 * straight to that show's seat map.
 */
export async function chooseDate(page, index = 0) {
  const dates = page.getByRole('group', { name: 'Show dates' }).getByRole('button');
  await dates.first().waitFor();
  const button = dates.nth(index);
  await button.click();
  await page.locator(`[aria-label="Show dates"] button[aria-pressed="true"][data-date="${await button.getAttribute('data-date')}"]`).waitFor();
  const time = page.getByTestId('cinema-list').getByRole('link').first();
  await time.waitFor();
  await time.click();
  await page.waitForURL(/\/movies\/[^/]+\/\d{4}-\d{2}-\d{2}\?show=/);
  await page.getByRole('heading', { name: 'Grab your seats' }).waitFor();
  // A time chosen here opens the seat page with "How many seats?" over it.
  await dismissSeatCount(page);
}

/**
 * The seat page asks "How many seats?" once per browser tab, as soon as a
 * show's map is drawn (the sheet comes in the same render as the map).
 * Journeys about something else close it, choosing seats by hand; one that
 * answers it uses answerSeatCount.
 */
export async function dismissSeatCount(page) {
  await page.locator('section[aria-label="Seat map"][data-seating="loaded"]').waitFor({ timeout: NAV_MS });
  const sheet = page.getByRole('dialog', { name: 'How many seats?' });
  if ((await sheet.count()) === 0) return;
  await sheet.getByRole('button', { name: 'Close' }).click();
  await sheet.waitFor({ state: 'detached' });
}

/** Answers "How many seats?" with `count` (the server's best seats are then pre-selected). */
export async function answerSeatCount(page, count) {
  await page.locator('section[aria-label="Seat map"][data-seating="loaded"]').waitFor({ timeout: NAV_MS });
  const sheet = page.getByRole('dialog', { name: 'How many seats?' });
  await sheet.waitFor();
  await sheet.getByRole('button', { name: String(count), exact: true }).click();
  await sheet.waitFor({ state: 'detached' });
}

/** Seat selection: picks a time (the first by default) and waits for the live map. */
export async function chooseTime(page, index = 0) {
  const times = page.getByRole('group', { name: 'Show times' }).getByRole('button');
  await times.first().waitFor();
  // The chip's first line is the time (its second the screen and any late-night hint).
  const label = (await times.nth(index).innerText()).trim().split('\n')[0].trim();
  await times.nth(index).click();
  await page.locator('[aria-label="Show times"] button[aria-pressed="true"]').waitFor();
  await page.getByText('Live: seats update as others book').waitFor({ timeout: NAV_MS });
  await dismissSeatCount(page);
  return label;
}

export function seat(page, label) {
  // Its accessible name says more ("F7, Recliner, ₹450, available"); data-seat is the label alone.
  return page.locator(`button[data-seat="${label}"]`);
}

/** The seat's state as the seat map draws it: free, selected, held or sold. */
export async function seatState(page, label) {
  return seat(page, label).getAttribute('data-state');
}

export async function waitForSeatState(page, label, states, timeout = WAIT_MS) {
  const wanted = [].concat(states);
  await until(
    page,
    `seat ${label} is ${wanted.join(' or ')}`,
    ([l, w]) => w.includes(document.querySelector(`button[data-seat="${l}"]`)?.getAttribute('data-state')),
    [label, wanted],
    { timeout },
  );
}

/**
 * Records every state the seat map draws for these seats from now on, so a
 * test can assert that a state was shown even when it lasted less than the
 * time the test took to look (a 6 s hold on a loaded machine).
 */
export async function recordSeatStates(page, labels) {
  await page.evaluate((ls) => {
    const history = (window.__seatHistory = Object.fromEntries(ls.map((l) => [l, []])));
    const note = () => {
      for (const l of ls) {
        const state = document.querySelector(`button[data-seat="${l}"]`)?.getAttribute('data-state') ?? 'absent';
        const seen = history[l];
        if (seen[seen.length - 1] !== state) seen.push(state);
      }
    };
    note();
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state', 'data-seat'],
    });
  }, labels);
}

/** Waits until the seat has been drawn in the state since recordSeatStates. */
export async function waitForSeatStateSeen(page, label, state, timeout = WAIT_MS) {
  await until(
    page,
    `seat ${label} was drawn ${state}`,
    ([l, s]) => Boolean(window.__seatHistory?.[l]?.includes(s)),
    [label, state],
    { timeout },
  );
}

export async function selectSeats(page, labels) {
  for (const label of labels) {
    const s = seat(page, label);
    assert((await s.getAttribute('aria-disabled')) !== 'true', `seat ${label} is already taken`);
    await s.click();
    await page.locator(`button[data-seat="${label}"][aria-pressed="true"]`).waitFor();
  }
}

/** The food step after the seats (issue 26): its heading, once it has the menu. */
export function foodStep(page) {
  return page.getByTestId('food-step');
}

/**
 * The food step, reached from the seats' Proceed: Skip (one tap, no food),
 * which opens the Confirm Booking dialog. Journeys about something else
 * than food go through here.
 */
export async function skipFood(page) {
  const step = foodStep(page);
  await step.waitFor({ timeout: NAV_MS });
  await step.getByRole('button', { name: 'Skip', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Confirm Booking' }).waitFor();
}

/** Proceed, then Skip the food: the Confirm Booking dialog. */
export async function proceedToConfirm(page) {
  await page.getByRole('button', { name: 'Proceed' }).click();
  await skipFood(page);
}

/** Proceed → the food step, skipped → 'Confirm Booking' dialog (stated seats checked) → returns the 'Yes, book now!' button. */
export async function openConfirmDialog(page, labels) {
  await proceedToConfirm(page);
  const dialog = page.getByRole('alertdialog', { name: 'Confirm Booking' });
  await dialog.waitFor();
  const text = await dialog.innerText();
  const count = labels.length === 1 ? '1 seat' : `${labels.length} seats`;
  assert(text.includes(count), `the confirmation should state "${count}", it says: ${text}`);
  for (const l of labels) assert(text.includes(l), `the confirmation should name seat ${l}, it says: ${text}`);
  return dialog.getByRole('button', { name: 'Yes, book now!' });
}

/** Clicks 'Yes, book now!' and waits for the test checkout page. */
export async function confirmAndReachCheckout(page, yesButton) {
  await yesButton.click();
  await page.waitForURL(/\/checkout\/test\/[^/]+$/, { timeout: NAV_MS });
}

/** Reads the test checkout page: its TEST MODE banner and the booking's facts. */
export async function readTestCheckout(page) {
  await page.getByText('TEST MODE').waitFor();
  const facts = await page.locator('dl').evaluate((dl) => {
    const out = {};
    const dts = dl.querySelectorAll('dt');
    for (const dt of dts) out[dt.textContent.trim()] = dt.nextElementSibling?.textContent.trim() ?? '';
    return out;
  });
  return facts;
}

/** Pays on the test checkout page; the browser ends on /my-bookings via /loading/my-bookings. */
export async function payTestCheckout(page) {
  const visited = [];
  const onNav = (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  };
  page.on('framenavigated', onNav);
  try {
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/my-bookings$/, { timeout: NAV_MS });
  } finally {
    page.off('framenavigated', onNav);
  }
  assert(
    visited.includes('/loading/my-bookings'),
    `paying should pass through /loading/my-bookings; the browser went through ${visited.join(' → ')}`,
  );
  await page.getByRole('heading', { name: 'My Bookings', exact: true }).waitFor();
}

/** The booking card on My Bookings for a movie and seats (e.g. 'D4, D5'). */
export function bookingCard(page, title, seatsText) {
  return page
    .getByRole('article', { name: `Booking for ${title}` })
    .filter({ hasText: `Seat Number: ${seatsText}` });
}

/** A whole booking through the UI, from the movie page to the test checkout. */
export async function bookToCheckout(page, { title, seats, dateIndex = 0, timeIndex = 0 }) {
  await openMovie(page, title);
  await bookTickets(page);
  await chooseDate(page, dateIndex);
  await chooseTime(page, timeIndex);
  await selectSeats(page, seats);
  const yes = await openConfirmDialog(page, seats);
  await confirmAndReachCheckout(page, yes);
  return readTestCheckout(page);
}

/** The four dashboard figures, as numbers. */
export async function readDashboard(page) {
  const read = async (id) => (await page.getByTestId(`dashboard-${id}`).innerText()).trim();
  await page.getByTestId('dashboard-total-bookings').waitFor();
  return {
    totalBookings: Number(await read('total-bookings')),
    totalRevenue: rupees(await read('total-revenue')),
    activeShows: Number(await read('active-shows')),
    totalUsers: Number(await read('total-users')),
  };
}

/** Now in the theatre's zone as {date: 'YYYY-MM-DD', time: 'HH:mm'}, plus `minutes`. */
export function theatreTime(timeZone, minutes = 0) {
  const at = new Date(Date.now() + minutes * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * A zone's abbreviation at an instant as the client writes it after every
 * time: the first English locale with a name for it (IST, EDT, BST), else
 * its GMT offset.
 */
export function zoneAbbreviation(timeZone, at) {
  let offsetName = '';
  for (const locale of ['en-US', 'en-IN', 'en-GB', 'en-AU']) {
    const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
    if (name && !/^GMT[+\-−]/.test(name)) return name;
    offsetName ||= name;
  }
  return offsetName;
}

/**
 * 'ddd, MMM D YYYY h:mm A', as the admin tables show a show time; with
 * timeZone (the cinema's), followed by its abbreviation as they write it.
 */
export function formatAdminShowTime(date, time, timeZone) {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  const wd = day.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
  const mon = day.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
  const h12 = hh % 12 === 0 ? 12 : hh % 12;
  const text = `${wd}, ${mon} ${d} ${y} ${h12}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
  // Noon UTC of the show's date names the zone as the show does, but for the hours of a DST change.
  return timeZone ? `${text} ${zoneAbbreviation(timeZone, new Date(Date.UTC(y, m - 1, d, 12)))}` : text;
}

/** 'hh:mm A' as the seat page and the booking cards show a time. */
export function formatShowTime(time) {
  const [hh, mm] = time.split(':').map(Number);
  const h12 = hh % 12 === 0 ? 12 : hh % 12;
  return `${String(h12).padStart(2, '0')}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
}

/** Booking page: picks the city whose cinemas to list (remembered by the browser). */
export async function chooseCity(page, city) {
  const picker = page.getByRole('combobox', { name: 'City', exact: true });
  await picker.locator('option', { hasText: city }).waitFor({ state: 'attached' });
  await picker.selectOption(city);
}

/**
 * Booking page: picks a date on the strip, then a time at a cinema in the
 * list below it, which leads to that show's seat map.
 */
export async function chooseCinemaTime(page, { date, cinema, time, screen }) {
  await page.locator(`[aria-label="Show dates"] button[data-date="${date}"]`).click();
  await page.locator(`[aria-label="Show dates"] button[data-date="${date}"][aria-pressed="true"]`).waitFor();
  const region = page.getByRole('region', { name: cinema, exact: true });
  await region.waitFor();
  await region.getByRole('link').filter({ hasText: formatShowTime(time) }).filter({ hasText: screen }).click();
  await page.waitForURL(/\/movies\/[^/]+\/\d{4}-\d{2}-\d{2}\?show=/);
  await page.getByText('Live: seats update as others book').waitFor({ timeout: NAV_MS });
  await dismissSeatCount(page);
}

/** The confirm dialog's price breakdown, in rupees: tickets, the fee (its GST included), all the GST, the total. */
export async function readQuote(dialog) {
  const read = async (id) => {
    const el = dialog.getByTestId(`quote-${id}`);
    await el.waitFor();
    return rupees(await el.innerText());
  };
  return { tickets: await read('tickets'), fee: await read('fee'), tax: await read('tax'), total: await read('total') };
}

/** A category band's price on the seat map, from its heading ('Recliner ₹400'). */
export async function bandPrice(page, name) {
  const band = page.getByRole('rowgroup', { name: new RegExp(`^${reEscape(name)} ₹`) });
  return rupees((await band.getAttribute('aria-label')).slice(name.length));
}

/** The navbar's movie search box (a combobox); on phones it opens behind the search button. */
export async function navbarSearch(page) {
  const box = page.getByRole('combobox', { name: 'Search movies by title or cast' });
  if (!(await box.isVisible())) await page.getByRole('button', { name: 'Search movies', exact: true }).click();
  await box.waitFor();
  return box;
}

/**
 * Types `text` into the navbar search, picks `title` from the results
 * with the arrow keys and Enter, and waits for its detail page.
 */
export async function searchAndOpen(page, text, title) {
  const box = await navbarSearch(page);
  await box.fill(text);
  const option = page.getByRole('option', { name: new RegExp(`^${reEscape(title)}`) });
  await option.waitFor();
  const options = page.getByRole('listbox', { name: 'Movies found' }).getByRole('option');
  const count = await options.count();
  for (let i = 0; i < count && (await option.getAttribute('aria-selected')) !== 'true'; i++) {
    await box.press('ArrowDown');
  }
  assert((await option.getAttribute('aria-selected')) === 'true', `the arrow keys never reached "${title}"`);
  await box.press('Enter');
  await page.waitForURL(/\/movies\/[^/]+$/);
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}
