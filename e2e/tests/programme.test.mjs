// Issue #25's browser journey, once per database: an admin makes a weekend
// price card, schedules a Hindi 2D and an English IMAX show without typing a
// price and copies the week; a customer filters by language, books the IMAX
// show and is charged the card's price; the admin cancels that sold show and
// the customer's My Bookings and ticket say it was cancelled and refunded.
// The shows are on a Saturday two weeks ahead, so none starts within the
// hour (what clearOfNow guards against for the sample shows).
import { after, before, describe, it } from 'node:test';
import { assert, assertEqual, browserJourneys, dialects, startServer } from '../lib/harness.mjs';
import {
  bookTickets,
  chooseCinemaTime,
  expectSignedIn,
  expectToast,
  formatRupees,
  openConfirmDialog,
  confirmAndReachCheckout,
  openMovie,
  payTestCheckout,
  readQuote,
  readTestCheckout,
  selectSeats,
  signIn,
} from '../lib/app.mjs';
import { addScreenFormat, createWeekendCard, openWeekTimeline, scheduleOnPriceCards, signInAdminForAWeek } from '../lib/programme.mjs';

const journey = browserJourneys();

const CINEMA = 'Marquee QuickShow';
const SCREEN = 'Screen 1';
const CARD = 'Weekend journey';
const CARD_PRICE = 321;
const IMAX_TITLE = 'Glasshouse';
const HINDI_TITLE = 'Raja of the Rooftops';
const REASON = 'Projector failure';

for (const dialect of dialects()) {
  describe(`programme journey on ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, () => {
    let server;
    before(async () => {
      server = await startServer({ dialect, name: 'programme' });
    });
    after(async () => {
      await server?.stop();
    });

    it('price card, two versions without prices, copy week; a customer filters, books IMAX at the card price; the cancelled show shows refunded', async () => {
      await journey(server, 'programme', async (j) => {
        const admin = await j.newPage('admin');
        const customer = await j.newPage('customer');
        let week;
        let saturday;
        let timelineUrl;
        let reference;

        await j.step('an admin signs in', async () => {
          ({ week, saturday } = await signInAdminForAWeek(admin));
        });

        await j.step(`${SCREEN} of ${CINEMA} is given IMAX 2D`, () =>
          addScreenFormat(admin, { cinema: CINEMA, screen: SCREEN, format: 'IMAX 2D' }));

        await j.step('a weekend price card is created', () =>
          createWeekendCard(admin, { cinema: CINEMA, name: CARD, price: CARD_PRICE }));

        const schedule = (title, version) =>
          scheduleOnPriceCards(admin, { title, cinema: CINEMA, city: 'Bengaluru', screen: SCREEN, seats: 90, date: saturday, ...version });
        await j.step('a Hindi 2D show is scheduled without typing a price', () =>
          schedule(HINDI_TITLE, { format: 'TWO_D', language: 'hi', time: '10:00' }));
        await j.step('an English IMAX show is scheduled without typing a price', () =>
          schedule(IMAX_TITLE, { format: 'IMAX_2D', language: 'en', time: '15:00' }));

        await j.step('the week is copied to the next', async () => {
          timelineUrl = await openWeekTimeline(admin, { cinema: CINEMA, week });
          const screen = admin.getByRole('region', { name: SCREEN, exact: true });
          await screen.getByRole('listitem', { name: `${IMAX_TITLE} 15:00` }).getByText(`Priced by ${CARD}: from ₹${CARD_PRICE}`).waitFor();
          await admin.getByRole('button', { name: `Copy this week to next week: ${SCREEN}` }).click();
          await admin.getByRole('status', { name: 'Copy result' }).getByText('Created 2 shows, skipped 0.').waitFor();
        });

        await j.step('a customer signs in and filters the movies by language and format', async () => {
          await customer.goto('/movies');
          await signIn(customer, 'Priya');
          await expectSignedIn(customer, 'Priya');
          await customer.getByRole('combobox', { name: 'Language' }).selectOption('en');
          await customer.getByRole('combobox', { name: 'Format' }).selectOption('IMAX_2D');
          await customer.waitForURL(/language=en/);
          await customer.getByRole('heading', { name: IMAX_TITLE, exact: true }).waitFor();
          await customer.getByRole('heading', { name: HINDI_TITLE, exact: true }).waitFor({ state: 'detached' });
        });

        await j.step('the movie page lists "English · IMAX 2D"; the booking page filters by language', async () => {
          await openMovie(customer, IMAX_TITLE);
          await customer.getByRole('list', { name: 'Versions playing' }).getByText('English · IMAX 2D').waitFor();
          await bookTickets(customer);
          const language = customer.getByRole('group', { name: 'Language' });
          if (await language.count()) await language.getByRole('button', { name: 'English', exact: true }).click();
          await customer.getByRole('group', { name: 'Format' }).getByRole('button', { name: 'IMAX 2D', exact: true }).click();
          const cinema = customer.getByRole('region', { name: CINEMA, exact: true });
          await customer.locator(`[aria-label="Show dates"] button[data-date="${saturday}"]`).click();
          await cinema.getByRole('heading', { name: 'English · IMAX 2D', exact: true }).waitFor();
          assertEqual(await customer.getByRole('button', { name: 'Confirm Date', exact: true }).count(), 0, 'Confirm Date buttons');
        });

        await j.step("the customer books the IMAX show and is charged the card's price", async () => {
          await chooseCinemaTime(customer, { date: saturday, cinema: CINEMA, time: '15:00', screen: SCREEN });
          await selectSeats(customer, ['E5']);
          const yes = await openConfirmDialog(customer, ['E5']);
          const quote = await readQuote(customer.getByRole('alertdialog', { name: 'Confirm Booking' }));
          assertEqual(quote.tickets, CARD_PRICE, 'ticket price from the weekend card');
          await confirmAndReachCheckout(customer, yes);
          const checkout = await readTestCheckout(customer);
          assert(JSON.stringify(checkout).includes(formatRupees(quote.total)), `checkout charges ${formatRupees(quote.total)}: ${JSON.stringify(checkout)}`);
          await payTestCheckout(customer);
          const card = customer.getByRole('article', { name: `Booking for ${IMAX_TITLE}` });
          await card.getByText('Paid', { exact: true }).waitFor();
          reference = (await card.getByTestId('booking-reference').innerText()).trim();
        });

        await j.step('the admin cancels the sold show', async () => {
          await admin.goto(timelineUrl);
          const screen = admin.getByRole('region', { name: SCREEN, exact: true });
          await screen.getByRole('button', { name: `Cancel ${IMAX_TITLE} ${saturday} 15:00` }).click();
          const dialog = admin.getByRole('alertdialog', { name: 'Cancel this show?' });
          await dialog.getByLabel('Reason (told to customers)').fill(REASON);
          await dialog.getByRole('button', { name: 'Yes, cancel the show' }).click();
          await expectToast(admin, 'Show cancelled. Paid bookings are being refunded in full.');
        });

        await j.step("the customer's My Bookings shows it cancelled and refunded", async () => {
          // The refund is made right after the cancel commits (resumed until done): read again until it shows.
          const card = customer.getByRole('article', { name: `Booking for ${IMAX_TITLE}` });
          // Bounded by a deadline, not a count of tries: on a loaded machine the
          // refund may take a while, and each read is a fresh page load.
          const deadline = Date.now() + 90_000;
          for (;;) {
            await customer.goto('/my-bookings');
            await card.getByTestId('show-cancelled').waitFor();
            const money = (await card.getByTestId('show-cancelled-money').innerText()).trim();
            if (money.startsWith('Refunded ₹')) break;
            assert(Date.now() < deadline, `the refund should be made; the card still says ${money}`);
            // Wait for the page's next GraphQL answer (its live queries) before reading again.
            await customer.waitForResponse((r) => r.url().includes('/graphql'), { timeout: 2000 }).catch(() => {});
          }
          const notice = card.getByTestId('show-cancelled');
          await notice.getByText(`The show was cancelled: ${REASON}`).waitFor();
          await notice.getByText(/^Refunded ₹[\d,.]+$/).waitFor();
        });

        await j.step('the ticket says cancelled and refunded, with no code to scan', async () => {
          await customer.goto(`/tickets/${reference}`);
          const notice = customer.getByTestId('show-cancelled');
          await notice.getByText(`The show was cancelled: ${REASON}`).waitFor();
          await notice.getByText(/^Refunded ₹[\d,.]+$/).waitFor();
          await customer.getByTestId('ticket-no-code').getByText('The show was cancelled: this ticket no longer admits anyone.').waitFor();
        });
      });
    });
  });
}
