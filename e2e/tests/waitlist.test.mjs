// The live waitlist (issue 29) in real Chromium against the real binary, once
// per database: an admin schedules a show two days ahead (clear of now) on
// the default 90-seat screen; a customer (browser B) pays for D4 and D5 and
// the rest is sold through the API, so the show is sold out. A waiter in
// browser A opens the full seat map, joins the waitlist for two seats and
// sees their place in line. Browser B cancels the paid booking on My
// Bookings; without any reload, browser A's app shell shows the offer banner
// with its countdown, "Book these seats" opens the test checkout of the held
// booking (D4, D5), and paying it ends on My Bookings with the seats paid.
import { after, before, describe, it } from 'node:test';
import { assert, assertEqual, browserJourneys, dialects, NAV_MS, startServer } from '../lib/harness.mjs';
import { devSignIn, gql, payTestBooking } from '../lib/site.mjs';
import { answerSeatCount, bookingCard, expectSignedIn, payTestCheckout, readTestCheckout, signIn, theatreTime } from '../lib/app.mjs';

const journey = browserJourneys();
const ZONE = 'Asia/Kolkata';
const SEATS = ['D4', 'D5'];

/** Schedules a show two days ahead on the default screen at the first free time of a few. */
async function scheduleShow(server) {
  const admin = await devSignIn(server, 'Waitlist Admin', { admin: true });
  const { nowPlaying } = await gql(server, '{ nowPlaying { id title } }', {}, admin.token);
  assert(nowPlaying.length > 0, 'the sample catalogue offers movies to schedule');
  const { date } = theatreTime(ZONE, 2 * 24 * 60);
  let lastError;
  for (const time of ['07:05', '23:35', '06:10', '08:50']) {
    try {
      const { addShows } = await gql(
        server,
        `mutation ($movieId: ID!, $shows: [ShowsInput!]!) {
           addShows(movieId: $movieId, showsInput: $shows, showPrice: 150, maxSeats: 5) { id localDate movie { id title } }
         }`,
        { movieId: nowPlaying[0].id, shows: [{ date, time: [time] }] },
        admin.token,
      );
      return addShows[0];
    } catch (err) {
      lastError = err; // the screen is busy then: try another time
    }
  }
  throw lastError;
}

/** Sells every seat of the show still free, five a booking, each to a filler customer, paid. */
async function sellOut(server, showId) {
  const { show } = await gql(server, `query ($id: ID!) { show(id: $id) { occupiedSeats layout { rows { cells { seat kind } } } } }`, { id: showId });
  const taken = new Set(show.occupiedSeats);
  const free = show.layout.rows.flatMap((r) => r.cells).filter((c) => c.seat && !taken.has(c.seat)).map((c) => c.seat);
  for (let i = 0; i < free.length; i += 5) {
    const filler = await devSignIn(server, `Filler ${i / 5}`);
    const { createBooking } = await gql(
      server,
      `mutation ($s: ID!, $seats: [String!]!) { createBooking(showId: $s, seats: $seats) { id } }`,
      { s: showId, seats: free.slice(i, i + 5) },
      filler.token,
    );
    await payTestBooking(server, createBooking.id);
  }
  const { show: after } = await gql(server, `query ($id: ID!) { show(id: $id) { seatsAvailable } }`, { id: showId });
  assertEqual(after.seatsAvailable, 0, 'seats left on the sold-out show');
}

for (const dialect of dialects()) {
  describe(`waitlist journey on ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, () => {
    let server;
    before(async () => {
      server = await startServer({
        dialect,
        name: 'waitlist',
        env: { RATE_LIMIT_BOOKINGS_PER_MINUTE_USER: '1000', RATE_LIMIT_BOOKINGS_PER_MINUTE_IP: '1000' },
      });
    });
    after(async () => {
      await server?.stop();
    });

    it('a waiter sees the offer arrive live on another browser’s cancellation and books it', async () => {
      await journey(server, 'waitlist', async (j) => {
        const waiter = await j.newPage('waiter (A)');
        const canceller = await j.newPage('canceller (B)');
        let show;

        await j.step('a show two days ahead is sold out, two of its seats to the customer of browser B', async () => {
          show = await scheduleShow(server);
          const bea = await devSignIn(server, 'Bea');
          const { createBooking } = await gql(
            server,
            `mutation ($s: ID!, $seats: [String!]!) { createBooking(showId: $s, seats: $seats) { id } }`,
            { s: show.id, seats: SEATS },
            bea.token,
          );
          await payTestBooking(server, createBooking.id);
          await sellOut(server, show.id);
        });

        await j.step('browser A opens the full seat map and joins the waitlist for two seats', async () => {
          await waiter.goto('/');
          await signIn(waiter, 'Wanda');
          await expectSignedIn(waiter, 'Wanda');
          await waiter.goto(`/movies/${show.movie.id}/${show.localDate}?show=${show.id}`);
          await answerSeatCount(waiter, 2);
          const panel = waiter.getByRole('region', { name: 'Waitlist' });
          await panel.waitFor({ timeout: NAV_MS });
          await panel.getByLabel('Seats').selectOption('2');
          await panel.getByRole('button', { name: 'Join the waitlist' }).click();
          await panel.getByText('You are number 1 on the waitlist for 2 seats.').waitFor({ timeout: NAV_MS });
        });

        await j.step('browser B cancels its paid booking on My Bookings', async () => {
          await canceller.goto('/');
          await signIn(canceller, 'Bea');
          await expectSignedIn(canceller, 'Bea');
          await canceller.goto('/my-bookings');
          const card = bookingCard(canceller, show.movie.title, SEATS.join(', '));
          await card.locator('button:visible', { hasText: /^Cancel/ }).first().click();
          const dialog = canceller.getByRole('alertdialog', { name: 'Cancel this booking?' });
          await dialog.getByRole('button', { name: 'Yes, cancel and refund' }).click();
          await dialog.waitFor({ state: 'detached', timeout: NAV_MS });
        });

        await j.step('browser A, without a reload, shows the offer banner and books the held seats', async () => {
          const banner = waiter.getByRole('alert', { name: 'Waitlist offer' });
          await banner.waitFor({ timeout: NAV_MS });
          const text = await banner.innerText();
          assert(text.includes(`Seats ${SEATS.join(', ')}`), `the banner names the seats: ${text}`);
          assert(/\d:\d\d/.test(text), `the banner counts down: ${text}`);
          await banner.getByRole('button', { name: 'Book these seats' }).click();
          await waiter.waitForURL(/\/checkout\/test\/[^/]+$/, { timeout: NAV_MS });
          const facts = await readTestCheckout(waiter);
          assertEqual(facts.Seats, SEATS.join(', '), 'seats at checkout');
          await payTestCheckout(waiter);
          await bookingCard(waiter, show.movie.title, SEATS.join(', ')).getByText('Paid', { exact: true }).waitFor();
          await waiter.getByRole('heading', { name: 'My waitlists' }).waitFor();
          await waiter.getByRole('listitem', { name: `Waitlist for ${show.movie.title}` }).getByText('Booked', { exact: true }).waitFor();
        });
      });
    });
  });
}
