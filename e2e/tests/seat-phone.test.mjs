// The seat page on a phone (issue 24, acceptance): a 390×844 touch phone
// opens a show on Marquee Grand's 264-seat screen, says 3 in "How many
// seats?", finds the server's best seats (Query.bestSeats, asked here too)
// pre-selected and on screen without scrolling sideways, the bar at the
// bottom totalling exactly what Query.quote says before any dialog, and
// Proceed (signed out) opening the sign-in, after which the confirmation
// follows and the booking is paid on the test checkout. Once per database.
import { after, before, describe, it } from 'node:test';
import { assert, assertEqual, browserJourneys, dialects, log, NAV_MS, PHONE, startServer } from '../lib/harness.mjs';
import { clearOfNow, gql } from '../lib/site.mjs';
import {
  answerSeatCount,
  bookingCard,
  confirmAndReachCheckout,
  expectSignedIn,
  expectToast,
  formatRupees,
  payTestCheckout,
  readQuote,
  readTestCheckout,
  rupees,
  signInInOpenDialog,
  skipFood,
} from '../lib/app.mjs';

const journey = browserJourneys();

const COUNT = 3;

/** Orders seat labels as the page writes them: by row letter, then number. */
function sortSeats(seats) {
  return [...seats].sort((a, b) => a[0].localeCompare(b[0]) || Number(a.slice(1)) - Number(b.slice(1)));
}

/**
 * In the page: where the chosen seats are drawn, how wide the document is,
 * and the top of the bar at the bottom (seats under it are not on screen).
 */
function seatsOnScreen(page, seats) {
  return page.evaluate((labels) => {
    const bar = document.getElementById('booking-summary').getBoundingClientRect();
    return {
      scrollWidth: document.scrollingElement.scrollWidth,
      innerWidth: window.innerWidth,
      innerHeight: window.innerHeight,
      barTop: bar.top,
      boxes: labels.map((l) => {
        const r = document.querySelector(`button[data-seat="${l}"]`).getBoundingClientRect();
        return { seat: l, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      }),
    };
  }, seats);
}

for (const dialect of dialects()) {
  describe(`seat page on a phone on ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, () => {
    let server;
    before(async () => {
      server = await startServer({ dialect, name: 'seat-phone' });
    });
    after(async () => {
      await server?.stop();
    });

    it('264-seat screen: How many seats? 3 → the best seats pre-selected and on screen, the running total, sign in from Proceed, paid', async () => {
      await journey(server, 'seat phone', async (j) => {
        const page = await j.newPage('phone', { viewport: PHONE, isMobile: true, hasTouch: true });
        const name = `Phone Booker ${dialect}`;
        let show;
        let best;
        let quote;
        await j.step('find a show on the 264-seat screen, starting over an hour from now', async () => {
          const { shows } = await gql(
            server,
            '{ shows { id startsAt localDate localTime maxSeats movie { id title } cinema { name city } screen { name capacity } } }',
          );
          show = clearOfNow(shows).find((s) => s.cinema.name === 'Marquee Grand' && s.screen.capacity === 264);
          assert(show, 'no sample show on Marquee Grand\'s 264-seat screen starting over an hour from now');
          assert(show.maxSeats >= COUNT, `the show allows ${show.maxSeats} seats, fewer than ${COUNT}`);
          log(`  ${dialect}: ${show.movie.title} at ${show.localDate} ${show.localTime}, ${show.screen.name}`);
        });

        await j.step('open it: "How many seats?" comes first, over the map', async () => {
          await page.goto(`/movies/${show.movie.id}/${show.localDate}?show=${show.id}`);
          await page.getByText('Live: seats update as others book').waitFor({ timeout: NAV_MS });
          const sheet = page.getByRole('dialog', { name: 'How many seats?' });
          await sheet.waitFor();
          const numbers = await sheet.getByRole('group', { name: 'Number of seats' }).getByRole('button').allInnerTexts();
          assertEqual(numbers.join(' '), Array.from({ length: show.maxSeats }, (_, i) => i + 1).join(' '), 'the counts offered');
          // The map is the first thing under the compact header: its first row starts on the first screen.
          const firstSeatTop = await page.locator('button[data-state]').first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
          log(`  ${dialect}: the map's first row starts at y ${Math.round(firstSeatTop)}`);
          assert(firstSeatTop < PHONE.height, `the map's first row starts at y ${Math.round(firstSeatTop)}, below the first ${PHONE.height} px screen`);
        });

        await j.step(`choose ${COUNT}: the server's best seats are pre-selected`, async () => {
          ({ bestSeats: best } = await gql(server, 'query($s: ID!, $n: Int!) { bestSeats(showId: $s, count: $n) }', { s: show.id, n: COUNT }));
          assertEqual(best.length, COUNT, `bestSeats for ${COUNT} on a nearly empty screen`);
          await answerSeatCount(page, COUNT);
          for (const s of best) await page.locator(`button[data-seat="${s}"][aria-pressed="true"]`).waitFor();
          const selected = await page.locator('button[data-state="selected"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-seat')));
          assertEqual(sortSeats(selected).join(','), sortSeats(best).join(','), 'the pre-selected seats');
          await page.getByText(`Selected Seats (${COUNT} / ${show.maxSeats})`).waitFor();
          await page.getByRole('button', { name: `${COUNT} seats`, exact: true }).waitFor();
          log(`  ${dialect}: best seats ${best.join(', ')}`);
        });

        await j.step('they are on screen without scrolling sideways, above the bar', async () => {
          // The pre-selection brings them into view; wait until it has.
          await page.waitForFunction(
            (labels) => {
              const bar = document.getElementById('booking-summary').getBoundingClientRect();
              return labels.every((l) => {
                const r = document.querySelector(`button[data-seat="${l}"]`).getBoundingClientRect();
                return r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= bar.top;
              });
            },
            best,
            { timeout: NAV_MS },
          ).catch(() => {});
          const where = await seatsOnScreen(page, best);
          assert(where.scrollWidth <= PHONE.width, `the page is ${where.scrollWidth} px wide on a ${PHONE.width} px phone`);
          for (const b of where.boxes) {
            assert(
              b.left >= 0 && b.right <= where.innerWidth && b.top >= 0 && b.bottom <= where.innerHeight,
              `seat ${b.seat} is at x ${Math.round(b.left)}–${Math.round(b.right)}, y ${Math.round(b.top)}–${Math.round(b.bottom)}: outside the ${where.innerWidth}×${where.innerHeight} screen`,
            );
            assert(b.bottom <= where.barTop, `seat ${b.seat} (bottom ${Math.round(b.bottom)}) is under the bar (top ${Math.round(where.barTop)})`);
          }
        });

        await j.step('the bar shows those seats and the total Query.quote gives, before any dialog', async () => {
          ({ quote } = await gql(server, 'query($s: ID!, $seats: [String!]!) { quote(showId: $s, seats: $seats) { totalPaise } }', { s: show.id, seats: sortSeats(best) }));
          const want = formatRupees(quote.totalPaise / 100);
          const bar = page.locator('#booking-summary');
          await bar.getByTestId('seat-total').filter({ hasText: want }).waitFor();
          assertEqual(rupees(await bar.getByTestId('seat-total').innerText()), quote.totalPaise / 100, 'the running total');
          const listed = await bar.getByTestId('selected-seats').innerText();
          for (const s of best) assert(listed.includes(s), `the bar should name ${s}: ${listed}`);
          assertEqual(await page.getByRole('dialog').count(), 0, 'dialogs open');
          assertEqual(await page.getByRole('alertdialog').count(), 0, 'alert dialogs open');
          // The bar is on the phone's screen, at its bottom.
          const box = await bar.boundingBox();
          assert(box && box.y + box.height <= PHONE.height + 1 && box.y > PHONE.height / 2, `the bar is at y ${box?.y}–${box && box.y + box.height}, not at the bottom of the screen`);
        });

        await j.step('Proceed, signed out: "Please sign in to book tickets" and the sign-in opens', async () => {
          await page.getByRole('button', { name: 'Proceed' }).click();
          await expectToast(page, 'Please sign in to book tickets');
          await page.getByRole('dialog', { name: 'Development sign-in' }).waitFor();
        });

        let dialog;
        await j.step('sign in: the food step follows; Skip, and the confirmation has the same seats and total', async () => {
          await signInInOpenDialog(page, name);
          await expectSignedIn(page, name);
          await skipFood(page);
          dialog = page.getByRole('alertdialog', { name: 'Confirm Booking' });
          await dialog.waitFor();
          const text = await dialog.innerText();
          assert(text.includes(`${COUNT} seats`), `the confirmation should say ${COUNT} seats: ${text}`);
          for (const s of best) assert(text.includes(s), `the confirmation should name ${s}: ${text}`);
          assertEqual((await readQuote(dialog)).total, quote.totalPaise / 100, 'the confirmation total');
        });

        await j.step('book and pay on the test checkout; My Bookings shows it Paid', async () => {
          await confirmAndReachCheckout(page, dialog.getByRole('button', { name: 'Yes, book now!' }));
          const facts = await readTestCheckout(page);
          log(`  ${dialect}: checkout ${JSON.stringify(facts)}`);
          await payTestCheckout(page);
          const card = bookingCard(page, show.movie.title, sortSeats(best).join(', '));
          await card.waitFor({ timeout: NAV_MS });
          await card.getByText('Paid', { exact: true }).waitFor();
        });
      });
    });
  });
}
