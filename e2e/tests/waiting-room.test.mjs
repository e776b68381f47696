// The on-sale waiting room (issue 28, acceptance), once per database against
// the real binary: an admin opens a room for a movie (API) at 20 people a
// minute; six people join ahead (API); a visitor signs in and opens the
// movie's booking page: the queue page, with their place, the people ahead,
// the wait and the seats left; a second tab of the same visitor shows the
// same place; the place falls live as the room's ticker admits the people
// ahead; admitted, the visitor continues to the seat map and books with the
// admission on the test checkout; the booking is paid.
import { after, before, describe, it } from 'node:test';
import { assert, browserJourneys, dialects, log, NAV_MS, startServer, until } from '../lib/harness.mjs';
import { devSignIn, gql, soonestShows } from '../lib/site.mjs';
import { answerSeatCount, confirmAndReachCheckout, expectSignedIn, payTestCheckout, proceedToConfirm, signIn } from '../lib/app.mjs';

const journey = browserJourneys();

const AHEAD = 6;
// At 20 a minute the ticker lets one in every 3 s: the visitor, seventh,
// waits about 21 s, long enough to see the place fall while watching.
const RATE = 20;

/** The place the page shows now, or null while it shows none. */
async function placeShown(page) {
  const el = page.getByTestId('queue-place');
  if (!(await el.isVisible())) return null;
  return Number((await el.innerText()).trim());
}

for (const dialect of dialects()) {
  describe(`the waiting room on ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, () => {
    let server;
    before(async () => {
      server = await startServer({ dialect, name: 'waiting-room' });
    });
    after(async () => {
      await server?.stop();
    });

    it('queue with a live place (the same in a second tab) → admitted → seat map → booked and paid', async () => {
      await journey(server, 'waiting room', async (j) => {
        const page = await j.newPage('visitor');
        let show;
        let room;
        await j.step(`an admin opens a room for a movie at ${RATE} a minute; ${AHEAD} people join ahead`, async () => {
          const admin = await devSignIn(server, 'On-sale Admin', { admin: true });
          ({ shows: [show] } = await soonestShows(server));
          ({ openWaitingRoom: room } = await gql(
            server,
            `mutation ($m: ID!) { openWaitingRoom(movieId: $m, admitPerMinute: ${RATE}, sessionMinutes: 10, maxTicketsPerUser: 4) { id } }`,
            { m: show.movie.id },
            admin.token,
          ));
          for (let i = 0; i < AHEAD; i++) {
            const early = await devSignIn(server, `Early Bird ${i}`);
            await gql(server, 'mutation ($r: ID!) { joinQueue(roomId: $r) { position } }', { r: room.id }, early.token);
          }
          log(`  ${dialect}: room ${room.id} for ${show.movie.title}`);
        });

        let first;
        await j.step("the visitor signs in and opens the movie's booking page: the queue, with a place", async () => {
          await page.goto('/');
          await signIn(page, 'Queue Visitor');
          await expectSignedIn(page, 'Queue Visitor');
          await page.goto(`/booking/${show.movie.id}`);
          await page.getByRole('heading', { name: "You're in the queue" }).waitFor({ timeout: NAV_MS });
          await page.getByTestId('queue-place').waitFor();
          first = await placeShown(page);
          assert(first >= 1 && first <= AHEAD + 1, `a place behind at most ${AHEAD}: ${first}`);
          const ahead = Number(await page.getByTestId('queue-ahead').innerText());
          assert(ahead === first - 1, `people ahead ${ahead} at place ${first}`);
          const seatsLeft = Number(await page.getByTestId('queue-seats-left').innerText());
          assert(seatsLeft > 0, `seats left: ${seatsLeft}`);
          log(`  ${dialect}: place ${first}, ${seatsLeft} seats left, wait ${await page.getByTestId('queue-wait').innerText()}`);
        });

        await j.step('a second tab shows the same place', async () => {
          const tab = await page.context().newPage();
          await tab.goto(`/booking/${show.movie.id}`);
          await tab.getByRole('heading', { name: "You're in the queue" }).waitFor({ timeout: NAV_MS });
          // Both follow the same place live: they agree once both have the newest.
          let a = null;
          let b = null;
          for (const deadline = Date.now() + NAV_MS; Date.now() < deadline; ) {
            [a, b] = [await placeShown(page), await placeShown(tab)];
            if (a !== null && a === b) break;
            await tab.waitForTimeout(100);
          }
          assert(a !== null && a === b, `the second tab shows place ${b}, the first ${a}`);
          const { waitingRoom } = await gql(server, 'query ($m: ID) { waitingRoom(movieId: $m) { waiting } }', { m: show.movie.id });
          assert(waitingRoom.waiting <= AHEAD + 1, `the second tab took no new place: ${waitingRoom.waiting} waiting`);
          await tab.close();
        });

        await j.step('the place falls live, then the visitor is admitted', async () => {
          if (first > 1) {
            await until(page, 'a lower place', (start) => {
              const el = document.querySelector('[data-testid="queue-place"]');
              return !el || Number(el.textContent) < start;
            }, first, { timeout: 60_000, polling: 200 });
          }
          await page.getByTestId('queue-admitted').waitFor({ timeout: 60_000 });
          await page.getByText("It's your turn!").waitFor();
        });

        await j.step('continue to the seat map and book with the admission on the test checkout', async () => {
          await page.getByRole('button', { name: 'Continue to booking' }).click();
          await page.getByRole('heading', { name: 'Grab Tickets Now !' }).waitFor();
          await page.goto(`/movies/${show.movie.id}/${show.localDate}?show=${show.id}`);
          await page.getByText('Live: seats update as others book').waitFor({ timeout: NAV_MS });
          await answerSeatCount(page, 2);
          await proceedToConfirm(page);
          const dialog = page.getByRole('alertdialog', { name: 'Confirm Booking' });
          await confirmAndReachCheckout(page, dialog.getByRole('button', { name: 'Yes, book now!' }));
          await payTestCheckout(page);
          await page.getByText('Paid').first().waitFor({ timeout: NAV_MS });
        });
      });
    });
  });
}
