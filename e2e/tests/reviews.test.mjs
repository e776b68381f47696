// Verified reviews in real Chromium against the real binary, once per
// database (SQLite always, PostgreSQL when TEST_DATABASE_URL is set,
// required under CI=true): a customer books and pays a show; before the
// ticket is scanned the movie page offers no review box; door staff check
// the ticket in; the customer rates and reviews the movie, and the page
// shows the verified rating and count beside TMDB's score and the review
// with "Watched at <cinema> on <date>".
//
// Check-in admits only shows of today in the cinema's zone that are not
// over. As in tickets.test.mjs, the server runs with THEATRE_TZ set to a
// fixed-offset zone where it is around midday now, and an admin schedules
// a show on the default screen (whose cinema follows THEATRE_TZ) at least
// 40 minutes ahead, later when that time clashes with a sample show: the
// show is today and not about to start at whatever hour the suite runs.
import { after, before, describe, it } from 'node:test';
import { assert, assertEqual, browserJourneys, dialects, NAV_MS, startServer, WAIT_MS } from '../lib/harness.mjs';
import {
  confirmAndReachCheckout,
  dismissSeatCount,
  expectSignedIn,
  openConfirmDialog,
  payTestCheckout,
  selectSeats,
  signIn,
  theatreTime,
} from '../lib/app.mjs';
import { gql } from '../lib/site.mjs';

/** An IANA fixed-offset zone where the wall clock now reads about 12:00 (Etc/GMT-N is UTC+N). */
function middayZone(now = new Date()) {
  const offset = 12 - now.getUTCHours();
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/** The development sign-in over HTTP with any ticks; the token. */
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

/** A YYYY-MM-DD date as the movie page writes it: "November 26, 2026". */
function pageDate(date) {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

const journey = browserJourneys();

for (const dialect of dialects()) {
  describe(`review journeys on ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, () => {
    let server;
    const zone = middayZone();

    before(async () => {
      server = await startServer({ dialect, name: 'reviews', env: { THEATRE_TZ: zone } });
    });
    after(async () => {
      await server?.stop();
    });

    it('after check-in the customer reviews the movie and the movie page shows the verified rating', async (t) => {
      await journey(server, 'reviews', async (j) => {
        const buyer = await j.newPage('customer');
        const seats = ['F6', 'F7'];
        let show;

        await j.step(`an admin schedules a show later today in ${zone}, clear of the sample shows`, async () => {
          const admin = await devToken(server, { name: 'Admin', admin: true });
          const { nowPlaying } = await gql(server, '{ nowPlaying { id title } }', {}, admin);
          assert(nowPlaying.length > 0, 'the sample catalogue offers movies to schedule');
          const movie = nowPlaying[nowPlaying.length - 1];
          const today = theatreTime(zone).date;
          for (const minutes of [40, 100, 160, 220]) {
            const when = theatreTime(zone, minutes);
            if (when.date !== today) break;
            try {
              const { addShows } = await gql(
                server,
                `mutation ($movieId: ID!, $shows: [ShowsInput!]!) {
                   addShows(movieId: $movieId, showsInput: $shows, showPrice: 150) { id localDate localTime movie { id title } cinema { name } }
                 }`,
                { movieId: movie.id, shows: [{ date: when.date, time: [when.time] }] },
                admin,
              );
              show = addShows[0];
              break;
            } catch (err) {
              if (!err.errors?.some((e) => e.extensions?.code === 'SCREEN_BUSY')) throw err;
            }
          }
          assert(show, 'a free slot on the default screen later today');
          assertEqual(show.localDate, today, 'the show is today in the cinema zone');
          t.diagnostic(`${dialect}: ${show.movie.title} at ${show.localDate} ${show.localTime} (${zone}), ${show.cinema.name}`);
        });

        await j.step('a customer picks two seats of that show and pays on the test checkout', async () => {
          await buyer.goto('/');
          await signIn(buyer, 'Tara');
          await expectSignedIn(buyer, 'Tara');
          await buyer.goto(`/movies/${show.movie.id}/${show.localDate}?show=${show.id}`);
          await buyer.getByText('Live: seats update as others book').waitFor({ timeout: NAV_MS });
          await dismissSeatCount(buyer);
          await selectSeats(buyer, seats);
          const yes = await openConfirmDialog(buyer, seats);
          await confirmAndReachCheckout(buyer, yes);
          await payTestCheckout(buyer);
        });

        await j.step('before the ticket is scanned, the movie page lists no review and offers no review box', async () => {
          await buyer.goto(`/movies/${show.movie.id}`);
          await buyer.getByRole('heading', { name: 'Verified Reviews' }).waitFor({ timeout: NAV_MS });
          await buyer.getByText('No verified reviews yet.').waitFor();
          assertEqual(await buyer.getByRole('form', { name: 'Your review' }).count(), 0, 'review boxes before check-in');
          const verified = await buyer.getByTestId('verified-rating').innerText();
          assert(verified.includes('(0 verified ratings)'), `no verified rating yet: ${verified}`);
        });

        await j.step('door staff check the ticket in (the check-in API the scanner uses)', async () => {
          // The development sign-in derives the id from the name: this is Tara.
          const tara = await devToken(server, { name: 'Tara' });
          const { myBookings } = await gql(server, '{ myBookings { id status ticketCode show { id } } }', {}, tara);
          const mine = myBookings.find((b) => b.show.id === show.id && b.status === 'PAID');
          assert(mine?.ticketCode, `Tara's paid booking of the show has a ticket code: ${JSON.stringify(myBookings)}`);
          const usher = await devToken(server, { name: 'Usha', staff: true });
          const { checkIn } = await gql(server, 'mutation ($c: String!) { checkIn(code: $c) { checkedInAt } }', { c: mine.ticketCode }, usher);
          assert(checkIn.checkedInAt, 'admitted');
        });

        await j.step('the customer rates the movie 9 and writes a review, with the characters counted', async () => {
          await buyer.reload();
          const form = buyer.getByRole('form', { name: 'Your review' });
          await form.waitFor({ timeout: NAV_MS });
          await form.getByRole('button', { name: 'Rate 9 out of 10' }).click();
          const text = 'Saw it on the big screen: worth it.';
          await form.getByLabel('Your review').fill(text);
          await form.getByText(`${text.length}/1000 characters`).waitFor();
          await form.getByRole('button', { name: 'Post review' }).click();
          await buyer.getByText('Review posted').first().waitFor({ timeout: WAIT_MS });
        });

        await j.step('the page shows the verified rating and count beside TMDB, and the review with where and when it was watched', async () => {
          const verified = buyer.getByTestId('verified-rating');
          await verified.filter({ hasText: '(1 verified rating)' }).waitFor({ timeout: WAIT_MS });
          const line = await verified.innerText();
          assert(line.includes('9.0') && /verified/i.test(line), `the verified rating: ${line}`);
          await buyer.getByText('User Rating').waitFor();
          const review = buyer.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
          assertEqual(await review.count(), 1, 'reviews listed');
          const said = await review.innerText();
          for (const part of ['Tara', '9/10', 'Saw it on the big screen: worth it.', `Watched at ${show.cinema.name} on ${pageDate(show.localDate)}`]) {
            assert(said.includes(part), `the review shows ${JSON.stringify(part)}: ${said}`);
          }
          // And after a reload, from the server: the box now edits the review.
          await buyer.reload();
          await buyer.getByTestId('verified-rating').filter({ hasText: '(1 verified rating)' }).waitFor({ timeout: NAV_MS });
          await buyer.getByRole('button', { name: 'Update review' }).waitFor({ timeout: WAIT_MS });
        });
      });
    });
  });
}
