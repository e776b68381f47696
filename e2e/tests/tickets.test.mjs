// The ticket's life in real Chromium against the real binary, once per
// database (SQLite always, PostgreSQL when TEST_DATABASE_URL is set, required
// under CI=true): pay → My Bookings shows the reference → the e-ticket shows a
// QR code → door staff type its code on /admin/check-in → green; again → red
// "already checked in".
//
// Check-in admits only shows of today in the cinema's zone that are not over.
// The journey's server runs with THEATRE_TZ set to a fixed-offset zone where
// it is around midday now, and an admin schedules a show half an hour ahead
// on the default screen (whose cinema follows THEATRE_TZ): the show is today
// and upcoming at whatever hour the suite runs.
import { after, before, describe, it } from 'node:test';
import {
  assert,
  assertEqual,
  browserJourneys,
  dialects,
  NAV_MS,
  startServer,
  WAIT_MS,
} from '../lib/harness.mjs';
import {
  bookingCard,
  dismissSeatCount,
  confirmAndReachCheckout,
  expectSignedIn,
  openConfirmDialog,
  payTestCheckout,
  readTestCheckout,
  selectSeats,
  signIn,
  theatreTime,
} from '../lib/app.mjs';

/** Crockford base32 without I, L, O, U: what a booking reference is made of. */
const REFERENCE = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * An IANA fixed-offset zone where the wall clock now reads about 12:00, so a
 * show 30 minutes ahead is still today. Etc/GMT-N is UTC+N (POSIX signs).
 */
function middayZone(now = new Date()) {
  const offset = 12 - now.getUTCHours(); // -11 … +12
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

const journey = browserJourneys();

/** GraphQL over HTTP with a bearer token; throws with the errors when there are any. */
async function graphql(server, token, query, variables = {}) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function devToken(server, who) {
  const res = await fetch(`${server.url}/api/dev/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(who),
  });
  const body = await res.json();
  assert(body.success && body.token, `dev sign-in failed: ${JSON.stringify(body)}`);
  return body.token;
}

/** The development sign-in with the staff tick (an usher, not an admin). */
async function signInAsStaff(page, name) {
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Development sign-in' });
  await dialog.waitFor();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Sign in as staff (checks tickets in)').check();
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Types a ticket code on the scanner page and returns the result region once it has answered. */
async function checkInByHand(page, code, expect) {
  const input = page.getByLabel('Ticket code or booking reference', { exact: true });
  await input.fill(code);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  const region = page.getByRole('region', { name: 'Check-in result' });
  const panel = region.getByTestId(expect === 'admitted' ? 'check-in-admitted' : 'check-in-refused');
  await panel.waitFor({ timeout: NAV_MS });
  return panel;
}

for (const dialect of dialects()) {
  describe(`ticket journeys on ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, () => {
    let server;
    const zone = middayZone();

    before(async () => {
      server = await startServer({ dialect, name: 'tickets', env: { THEATRE_TZ: zone } });
    });
    after(async () => {
      await server?.stop();
    });

    it('pay → My Bookings shows the reference → the e-ticket has a QR → staff admit it by code, once, also by reference', async (t) => {
      await journey(server, 'tickets', async (j) => {
        const buyer = await j.newPage('customer');
        const usher = await j.newPage('usher');
        const seats = ['E4', 'E5'];
        let show;
        let reference;
        let code;

        await j.step(`an admin schedules a show 30 minutes from now, today in ${zone}`, async () => {
          const admin = await devToken(server, { name: 'Admin', admin: true });
          const { nowPlaying } = await graphql(server, admin, '{ nowPlaying { id title } }');
          assert(nowPlaying.length > 0, 'the sample catalogue offers movies to schedule');
          const movie = nowPlaying[0];
          const when = theatreTime(zone, 30);
          const { addShows } = await graphql(
            server,
            admin,
            `mutation ($movieId: ID!, $shows: [ShowsInput!]!) {
               addShows(movieId: $movieId, showsInput: $shows, showPrice: 150) { id localDate localTime movie { id title } }
             }`,
            { movieId: movie.id, shows: [{ date: when.date, time: [when.time] }] },
          );
          assertEqual(addShows.length, 1, 'shows created');
          show = addShows[0];
          assertEqual(show.localDate, when.date, 'the show is today in the cinema zone');
          t.diagnostic(`${dialect}: ${show.movie.title} at ${show.localDate} ${show.localTime} (${zone})`);
        });

        await j.step('a customer picks two seats of that show and pays on the test checkout', async () => {
          await buyer.goto('/');
          await signIn(buyer, 'Tara', { email: 'tara@example.org' });
          await expectSignedIn(buyer, 'Tara');
          await buyer.goto(`/movies/${show.movie.id}/${show.localDate}?show=${show.id}`);
          await buyer.getByText('Live: seats update as others book').waitFor({ timeout: NAV_MS });
          await dismissSeatCount(buyer);
          await selectSeats(buyer, seats);
          const yes = await openConfirmDialog(buyer, seats);
          const policy = buyer.getByRole('alertdialog', { name: 'Confirm Booking' }).getByTestId('booking-cancellation-policy');
          await policy.waitFor();
          assert((await policy.innerText()).trim().length > 0, 'the confirm step states the cancellation policy');
          await confirmAndReachCheckout(buyer, yes);
          const facts = await readTestCheckout(buyer);
          assertEqual(facts.Seats, seats.join(', '), 'seats at checkout');
          await payTestCheckout(buyer);
        });

        await j.step('My Bookings shows the booking as paid with its reference', async () => {
          const card = bookingCard(buyer, show.movie.title, seats.join(', '));
          await card.getByText('Paid', { exact: true }).waitFor();
          reference = (await card.getByTestId('booking-reference').innerText()).trim();
          assert(REFERENCE.test(reference), `a booking reference of 8 Crockford base32 characters, not ${JSON.stringify(reference)}`);
        });

        await j.step('View ticket opens the e-ticket with a QR code and its ticket code', async () => {
          await bookingCard(buyer, show.movie.title, seats.join(', ')).getByRole('link', { name: 'View ticket' }).click();
          await buyer.waitForURL((u) => u.pathname === `/tickets/${reference}`);
          const ticket = buyer.getByRole('article', { name: `Ticket ${reference}` });
          await ticket.waitFor({ timeout: NAV_MS });
          await ticket.getByRole('heading', { name: show.movie.title }).waitFor();
          const qr = ticket.getByRole('img', { name: `QR code of ticket ${reference}` });
          await qr.waitFor();
          // The browser decoded the server's SVG into a picture.
          const size = await qr.evaluate(async (img) => {
            await img.decode();
            return { w: img.naturalWidth, h: img.naturalHeight };
          });
          assert(size.w > 0 && size.h > 0, `the QR image should draw, it is ${size.w}×${size.h}`);
          code = (await ticket.getByTestId('ticket-code').innerText()).trim();
          assert(code.length > 20, `a signed ticket code, not ${JSON.stringify(code)}`);
          const seatsText = await ticket.getByRole('table').innerText();
          for (const s of seats) assert(seatsText.includes(s), `the ticket lists seat ${s}: ${seatsText}`);
        });

        await j.step('a staff user opens the scanner from the user menu', async () => {
          await usher.goto('/');
          await signInAsStaff(usher, 'Usha');
          await expectSignedIn(usher, 'Usha');
          await usher.getByRole('button', { name: 'Account menu for Usha' }).click();
          await usher.getByRole('menuitem', { name: 'Check in tickets' }).click();
          await usher.waitForURL((u) => u.pathname === '/admin/check-in');
          // Staff who are not admins see the page as theirs: 'Check-in', not 'Admin Check-in'.
          await usher.getByRole('heading', { name: 'Check-in', exact: true }).waitFor({ timeout: NAV_MS });
        });

        await j.step('entering the code by hand admits the ticket: green, with the show and seats', async () => {
          const green = await checkInByHand(usher, code, 'admitted');
          const text = await green.innerText();
          assert(text.includes('Admitted'), `the green result says Admitted: ${text}`);
          assert(text.includes(show.movie.title), `the green result names the movie: ${text}`);
          assert(text.includes(`Seats ${seats.join(', ')}`), `the green result lists the seats: ${text}`);
          const colour = await green.evaluate((el) => getComputedStyle(el).backgroundColor);
          t.diagnostic(`${dialect}: admitted panel colour ${colour}`);
        });

        await j.step('the reference typed in lower case is the same ticket: red, "already checked in", the show and seats', async () => {
          const red = await checkInByHand(usher, reference.toLowerCase(), 'refused');
          const text = await red.innerText();
          assert(/already checked in/i.test(text), `the red result says already checked in: ${text}`);
          assert(/\d{1,2}:\d{2}:\d{2} [AP]M/.test(text), `the red result gives the first scan's time: ${text}`);
          assert(text.includes(show.movie.title), `the red result names the movie: ${text}`);
          assert(text.includes(`Seats ${seats.join(', ')}`), `the red result lists the seats: ${text}`);
          assert(text.includes(`Booking ${reference}`), `the red result gives the reference: ${text}`);
          assertEqual(await red.getAttribute('data-code'), 'ALREADY_CHECKED_IN', 'refusal code');
          assertEqual(
            await usher.getByRole('region', { name: 'Check-in result' }).getByTestId('check-in-admitted').count(),
            0,
            'green results left on screen',
          );
        });

        await j.step('an admin reads the confirmation at /admin/outbox as Tara gets it: her address, the HTML rendered, the QR attached', async () => {
          const desk = await j.newPage('admin');
          await desk.goto('/');
          await signIn(desk, 'Meera', { admin: true });
          await expectSignedIn(desk, 'Meera');
          await desk.goto('/admin/outbox');
          const subject = desk.getByRole('button', { name: `Your tickets for ${show.movie.title} — booking ${reference}`, exact: true });
          await subject.waitFor({ timeout: NAV_MS });
          const row = desk.getByRole('row').filter({ has: subject });
          assert((await row.innerText()).includes('tara@example.org'), `the message is to the address Tara gave: ${await row.innerText()}`);
          await subject.click();
          const dialog = desk.getByRole('dialog', { name: `Your tickets for ${show.movie.title} — booking ${reference}` });
          // Rendered in the frame, not shown as source: the reference is text of the frame's document.
          const frame = dialog.frameLocator('iframe[title="E-mail HTML"]');
          await frame.getByText(reference, { exact: true }).waitFor({ timeout: WAIT_MS });
          await frame.getByRole('link', { name: 'Open your e-ticket' }).waitFor();
          const sandbox = await dialog.locator('iframe[title="E-mail HTML"]').getAttribute('sandbox');
          assert(!/allow-scripts|allow-same-origin/.test(sandbox ?? 'x'), `the frame runs no script: sandbox=${sandbox}`);
          const qr = dialog.getByRole('region', { name: 'Attachments' }).getByRole('img', { name: `ticket-${reference}.png` });
          await qr.waitFor({ timeout: WAIT_MS });
          const width = await qr.evaluate(async (img) => {
            await img.decode();
            return img.naturalWidth;
          });
          assert(width > 0, 'the attached QR code draws');
        });

        await j.step("the customer's ticket now says when it was admitted", async () => {
          await buyer.reload();
          await buyer.getByTestId('ticket-status').filter({ hasText: 'Admitted at' }).waitFor({ timeout: WAIT_MS });
        });
      });
    });
  });
}
