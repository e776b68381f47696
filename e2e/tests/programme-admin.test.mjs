// Issue #25's admin side in real Chromium, once per database: a screen is
// given IMAX, a weekend price card is made, a Hindi 2D and an English IMAX
// show are scheduled without typing a price, the week timeline shows the
// card's price on both, and copying the week lists what it created and, the
// second time, what it skipped and why.
import { after, before, describe, it } from 'node:test';
import { assert, browserJourneys, dialects, startServer } from '../lib/harness.mjs';
import {
  addDays,
  addScreenFormat,
  createWeekendCard,
  openWeekTimeline,
  scheduleOnPriceCards,
  signInAdminForAWeek,
} from '../lib/programme.mjs';

const journey = browserJourneys();

const CINEMA = 'Marquee QuickShow';
// The default cinema's Screen 1 has no sample shows (it is addShows'), so nothing is in the way.
const SCREEN = 'Screen 1';
const CARD = 'Weekend e2e';
const CARD_PRICE = 321;

for (const dialect of dialects()) {
  describe(`programme admin journey on ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, () => {
    let server;
    before(async () => {
      server = await startServer({ dialect, name: 'programme-admin' });
    });
    after(async () => {
      await server?.stop();
    });

    it('admin: IMAX on a screen, a weekend price card, two versions scheduled without prices, the timeline shows the card, copy the week', async () => {
      await journey(server, 'programme-admin', async (j) => {
        const admin = await j.newPage('admin');
        let week;
        let saturday;
        let timelineUrl;

        await j.step('an admin signs in', async () => {
          ({ week, saturday } = await signInAdminForAWeek(admin));
        });

        await j.step(`${SCREEN} of ${CINEMA} is given IMAX 2D on Cinemas`, async () => {
          const cinema = await addScreenFormat(admin, { cinema: CINEMA, screen: SCREEN, format: 'IMAX 2D' });
          await cinema.getByText(/2D, IMAX 2D/).first().waitFor();
        });

        await j.step('a weekend price card is created', async () => {
          await createWeekendCard(admin, { cinema: CINEMA, name: CARD, price: CARD_PRICE });
          const card = admin.getByRole('listitem', { name: CARD, exact: true });
          await card.getByText('Sat, Sun · All day · All formats · Any date').waitFor();
          await card.getByText(`Standard ₹${CARD_PRICE}`).waitFor();
        });

        const schedule = (title, version) =>
          scheduleOnPriceCards(admin, { title, cinema: CINEMA, city: 'Bengaluru', screen: SCREEN, seats: 90, date: saturday, ...version });
        await j.step('a Hindi 2D show is scheduled without typing a price', () =>
          schedule('Raja of the Rooftops', { format: 'TWO_D', language: 'hi', time: '10:00' }));
        await j.step('an English IMAX show is scheduled without typing a price', () =>
          schedule('Glasshouse', { format: 'IMAX_2D', language: 'en', time: '15:00' }));

        await j.step("the week timeline shows both, priced by the weekend card", async () => {
          timelineUrl = await openWeekTimeline(admin, { cinema: CINEMA, week });
          const screen = admin.getByRole('region', { name: SCREEN, exact: true });
          for (const [title, time, version] of [
            ['Raja of the Rooftops', '10:00', 'Hindi · 2D'],
            ['Glasshouse', '15:00', 'English · IMAX 2D'],
          ]) {
            const line = screen.getByRole('listitem', { name: `${title} ${time}` });
            await line.getByText(new RegExp(`^${version} · \\d+ min \\+ \\d+ min cleaning$`)).waitFor();
            await line.getByText(`Priced by ${CARD}: from ₹${CARD_PRICE}`).waitFor();
          }
          const bars = await screen.locator('[data-testid^="buffer-"]').count();
          assert(bars === 2, `two cleaning buffers drawn, not ${bars}`);
        });

        await j.step('copying the week creates both shows a week later', async () => {
          await admin.getByRole('button', { name: `Copy this week to next week: ${SCREEN}` }).click();
          const panel = admin.getByRole('status', { name: 'Copy result' });
          await panel.getByText('Created 2 shows, skipped 0.').waitFor();
          const created = panel.getByRole('list', { name: 'Created shows' });
          await created.getByText(`${addDays(saturday, 7)} 10:00 · Raja of the Rooftops`).waitFor();
          await created.getByText(`${addDays(saturday, 7)} 15:00 · Glasshouse`).waitFor();
        });

        await j.step('copying it again skips both and says why', async () => {
          await admin.getByRole('button', { name: 'Dismiss' }).click();
          await admin.getByRole('button', { name: `Copy this week to next week: ${SCREEN}` }).click();
          const panel = admin.getByRole('status', { name: 'Copy result' });
          await panel.getByText('Created 0 shows, skipped 2.').waitFor();
          const skipped = await panel.getByRole('list', { name: 'Skipped shows' }).getByRole('listitem').allInnerTexts();
          assert(skipped.length === 2, `two skipped, not ${skipped.length}`);
          for (const line of skipped) assert(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}: \S/.test(line), `a skipped show with its reason: ${line}`);
        });

        await j.step('the next week on the timeline has the copies, priced by the card', async () => {
          await admin.getByRole('button', { name: 'Next week', exact: true }).click();
          const screen = admin.getByRole('region', { name: SCREEN, exact: true });
          await screen.getByRole('listitem', { name: 'Glasshouse 15:00' }).getByText(`Priced by ${CARD}: from ₹${CARD_PRICE}`).waitFor();
        });
      });
    });
  });
}
