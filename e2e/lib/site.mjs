// Helpers for journeys that sweep the whole site: the API calls that set up
// the data the screens need (a signed-in user with a booking, an admin), the
// list of pages to visit, and the checks made on each page (axe-core's
// serious and critical violations, and nothing wider than the viewport).
import { createRequire } from 'node:module';
import { assert } from './harness.mjs';
import { dismissSeatCount, proceedToConfirm } from './app.mjs';

const require = createRequire(import.meta.url);
/** axe-core from node_modules, injected into pages; nothing is downloaded. */
export const AXE_PATH = require.resolve('axe-core/axe.min.js');

// ---------------------------------------------------------------- API

/** POST /graphql as `token` (or anonymously); throws on GraphQL errors. */
export async function gql(server, query, variables = {}, token = null) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors?.length) {
    const err = new Error(`GraphQL: ${body.errors.map((e) => e.message).join('; ')}`);
    err.errors = body.errors;
    throw err;
  }
  return body.data;
}

/** The development sign-in over HTTP: { token, user }; boxOffice gives the BOX_OFFICE role. */
export async function devSignIn(server, name, { admin = false, boxOffice = false, id } = {}) {
  const res = await fetch(`${server.url}/api/dev/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, admin, ...(boxOffice ? { boxOffice } : {}), ...(id ? { id } : {}) }),
  });
  const body = await res.json();
  assert(body.success && body.token, `dev sign-in failed: ${JSON.stringify(body)}`);
  return { token: body.token, user: { ...body.user, isAdmin: admin } };
}

/**
 * Makes every page of the context start signed in as `session` (what the
 * development sign-in keeps in localStorage), without the dialog.
 */
export async function startSignedIn(context, session) {
  await context.addInitScript((stored) => {
    window.localStorage.setItem('marquee.devSession', JSON.stringify(stored));
  }, session);
}

/**
 * A sweep lasts up to a few minutes; a show starting within this margin
 * could start during it, and its seat map would then send the visitor back
 * to the dates (the sample shows start on the quarter hour).
 */
const SWEEP_MARGIN_MS = 60 * 60 * 1000;

/**
 * The shows (each with startsAt) that start later than SWEEP_MARGIN_MS from
 * now, so a journey using one cannot see it start: the shows to book or
 * open in a test.
 */
export function clearOfNow(shows) {
  const from = Date.now() + SWEEP_MARGIN_MS;
  const later = shows.filter((s) => Date.parse(s.startsAt) > from);
  assert(later.length > 0, 'the sample catalogue has no show starting over an hour from now');
  return later;
}

/**
 * The catalogue's shows clear of now (see clearOfNow), soonest first, with
 * their movies; and the movies with their genres.
 */
export async function soonestShows(server) {
  const data = await gql(
    server,
    `{ shows { id startsAt localDate localTime movie { id title } } movies { id title genreNames } }`,
  );
  return { ...data, shows: clearOfNow(data.shows) };
}

/** Books seats on a show as `token`; returns the booking (pending, with its test checkout URL). */
export async function createBooking(server, token, showId, seats) {
  const data = await gql(
    server,
    `mutation($showId: ID!, $seats: [String!]!) { createBooking(showId: $showId, seats: $seats) { id status paymentUrl seats } }`,
    { showId, seats },
    token,
  );
  return data.createBooking;
}

/**
 * Everything the site sweep needs: a movie with a show (its id, date and
 * show id), a user with one paid and one pending booking, an admin.
 */
export async function siteFixture(server, tag, row = 'A') {
  const { shows } = await soonestShows(server);
  assert(shows.length > 0, 'the sample catalogue has no upcoming shows');
  const show = shows[0];
  const user = await devSignIn(server, `Sweep ${tag}`, { id: `sweep-${tag}` });
  const admin = await devSignIn(server, `Admin ${tag}`, { id: `sweep-admin-${tag}`, admin: true });
  const pending = await createBooking(server, user.token, show.id, [`${row}1`, `${row}2`]);
  // Another show for the paid one, so the two bookings never clash.
  const other = shows.find((s) => s.id !== show.id) ?? show;
  const paid = await createBooking(server, user.token, other.id, [`${row}${other === show ? 3 : 1}`]);
  await payTestBooking(server, paid.id);
  await gql(server, `mutation($m: ID!) { toggleFavourite(movieId: $m) { isFavourite } }`, { m: show.movie.id }, user.token);
  const { cinemas } = await gql(server, '{ cinemas { id screens { id } } }');
  const cinema = cinemas.find((c) => c.screens.length > 0);
  return { show, user, admin, pending, paid, cinemaId: cinema.id, screenId: cinema.screens[0].id };
}

/** Pays a pending booking through the test checkout's form post. */
export async function payTestBooking(server, bookingId) {
  const res = await fetch(`${server.url}/checkout/test/${bookingId}/pay`, {
    method: 'POST',
    headers: { Origin: server.url },
    redirect: 'manual',
  });
  assert(res.status === 303, `paying ${bookingId} answered ${res.status}`);
}

// ---------------------------------------------------------------- pages

/**
 * Every screen of the site as { name, path, as, ready(page), then?(page) }:
 * `as` is who visits (visitor, user or admin); `ready` waits until the
 * screen has drawn its content; `then` optionally opens what the screen
 * offers (a dialog, the menu) for a second look.
 */
export function sitePages(fx) {
  const heading = (name, opts = {}) => (page) =>
    page.getByRole('heading', { name, ...opts }).first().waitFor();
  const { show } = fx;
  const seatPath = `/movies/${show.movie.id}/${show.localDate}?show=${show.id}`;
  return [
    { name: 'home', path: '/', as: 'visitor', ready: heading('Now Showing', { exact: true }) },
    { name: 'movies', path: '/movies', as: 'visitor', ready: heading('Book Your Tickets Now') },
    {
      name: 'movie detail',
      path: `/movies/${show.movie.id}`,
      as: 'visitor',
      ready: async (page) => {
        await page.getByRole('heading', { level: 1, name: show.movie.title, exact: true }).waitFor();
        await page.getByRole('heading', { name: 'Similar Movies' }).waitFor();
      },
    },
    { name: 'booking', path: `/booking/${show.movie.id}`, as: 'visitor', ready: heading('Grab Tickets Now !') },
    {
      name: 'seat map',
      path: seatPath,
      as: 'user',
      ready: async (page) => {
        await page.getByText('Live: seats update as others book').waitFor();
        await page.locator('button[data-state]').first().waitFor();
        await dismissSeatCount(page);
      },
      then: async (page) => {
        // A free seat, then Proceed and Skip the food: the Confirm Booking dialog.
        await page.locator('button[data-state="free"]').first().click();
        await proceedToConfirm(page);
        await page.getByRole('alertdialog', { name: 'Confirm Booking' }).getByTestId('quote-total').waitFor();
        return 'confirm dialog';
      },
    },
    { name: 'my bookings', path: '/my-bookings', as: 'user', ready: (page) => page.getByRole('article').first().waitFor() },
    { name: 'favourites', path: '/favourite', as: 'user', ready: (page) => page.locator('main a[href^="/movies/"]').first().waitFor() },
    { name: 'releases', path: '/releases', as: 'visitor', ready: (page) => page.getByTestId('marquee-track').waitFor() },
    { name: 'loading', path: '/loading/my-bookings', as: 'visitor', ready: (page) => page.locator('[role="status"], main').first().waitFor() },
    { name: 'test checkout', path: `/checkout/test/${fx.pending.id}`, as: 'user', ready: (page) => page.getByText('TEST MODE').waitFor() },
    { name: 'not found', path: '/no/such/page', as: 'visitor', ready: heading('404 Not Found') },
    {
      name: 'sign-in',
      path: '/movies',
      as: 'visitor',
      ready: heading('Book Your Tickets Now'),
      then: async (page) => {
        await page.getByRole('button', { name: 'Login', exact: true }).first().click();
        await page.getByRole('dialog', { name: 'Development sign-in' }).waitFor();
        return 'sign-in dialog';
      },
    },
    { name: 'admin dashboard', path: '/admin', as: 'admin', ready: (page) => page.getByTestId('dashboard-total-bookings').waitFor() },
    {
      name: 'admin add shows',
      path: '/admin/add-shows',
      as: 'admin',
      ready: (page) => page.getByRole('group', { name: 'Now playing movies' }).getByRole('button').first().waitFor(),
    },
    { name: 'admin list shows', path: '/admin/list-shows', as: 'admin', ready: (page) => page.locator('tbody tr').first().waitFor() },
    { name: 'admin list bookings', path: '/admin/list-bookings', as: 'admin', ready: (page) => page.locator('tbody tr').first().waitFor() },
    { name: 'admin cinemas', path: '/admin/cinemas', as: 'admin', ready: heading('Admin Cinemas') },
    {
      name: 'admin new screen',
      path: `/admin/cinemas/${fx.cinemaId}/screens/new`,
      as: 'admin',
      ready: heading('Admin New Screen'),
    },
    {
      name: 'admin edit screen',
      path: `/admin/screens/${fx.screenId}`,
      as: 'admin',
      ready: async (page) => {
        await page.getByRole('heading', { name: 'Admin Edit Screen' }).waitFor();
        await page.getByTestId('cell-0-0').waitFor();
      },
    },
  ];
}

/** Waits until the page has painted twice: React has committed what it was rendering. */
export async function settled(page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

// ---------------------------------------------------------------- checks

/**
 * Runs axe-core on the page and returns its serious and critical
 * violations, one entry per rule with the offending elements.
 */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    await page.addScriptTag({ path: AXE_PATH });
  }
  const results = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary, html: n.html.slice(0, 160) })),
    }));
  });
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export function describeViolations(where, violations) {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 6)
        .map((n) => `      ${n.target}\n        ${n.html}\n        ${(n.summary ?? '').replace(/\n/g, ' ')}`)
        .join('\n');
      const more = v.nodes.length > 6 ? `\n      … and ${v.nodes.length - 6} more` : '';
      return `  ${where}: [${v.impact}] ${v.id} — ${v.help} (${v.nodes.length})\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * How wide the page is against the device's width, with the elements
 * reaching past its right edge (outermost first) to say why. The device's
 * width, not innerWidth: a phone browser widens its layout viewport to fit
 * content that overflows, so innerWidth would grow with the bug.
 */
export async function horizontalOverflow(page) {
  const { width } = page.viewportSize();
  return page.evaluate((deviceWidth) => {
    const doc = document.scrollingElement || document.documentElement;
    const culprits = [];
    if (doc.scrollWidth > deviceWidth) {
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.right > deviceWidth + 1 && r.width > 0) {
          const parentR = el.parentElement?.getBoundingClientRect();
          if (parentR && parentR.right > deviceWidth + 1) continue; // its parent explains it
          const cls = typeof el.className === 'string' ? el.className.slice(0, 100) : '';
          culprits.push(`<${el.tagName.toLowerCase()} class="${cls}"> right=${Math.round(r.right)}`);
          if (culprits.length >= 5) break;
        }
      }
    }
    return { scrollWidth: doc.scrollWidth, innerWidth: window.innerWidth, deviceWidth, culprits };
  }, width);
}

export async function assertNoOverflow(page, where) {
  const o = await horizontalOverflow(page);
  assert(
    o.scrollWidth <= o.deviceWidth && o.innerWidth <= o.deviceWidth,
    `${where} is ${o.scrollWidth} px wide on a ${o.deviceWidth} px screen (layout viewport ${o.innerWidth} px); reaching past the edge:\n  ${o.culprits.join('\n  ')}`,
  );
}

