// Issue #25's admin side in real Chromium, once per database: a screen is
// given IMAX, a weekend price card is made, a Hindi 2D and an English IMAX
// show are scheduled without typing a price, the week timeline shows the
// card's price on both, and copying the week lists what it created and, the
// second time, what it skipped and why.
import { after, before, describe, it } from 'node:test';
import { assert, browserJourneys, dialects, startServer } from '../lib/harness.mjs';
import { expectSignedIn, expectToast, signIn, theatreTime } from '../lib/app.mjs';

const journey = browserJourneys();

/** Local-date arithmetic on YYYY-MM-DD. */
function addDays(date, days) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
function mondayOf(date) {
  return addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
}

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
        let config;
        // A Saturday in the week after next: clear of now and of the sample schedule's days.
        let week;
        let saturday;
        let timelineUrl;

        await j.step('an admin signs in', async () => {
          await admin.goto('/');
          config = await (await admin.request.get('/api/config')).json();
          await signIn(admin, 'Admin', { admin: true });
          await expectSignedIn(admin, 'Admin');
          week = addDays(mondayOf(theatreTime(config.theatreTimeZone).date), 14);
          saturday = addDays(week, 5);
        });

        await j.step(`${SCREEN} of ${CINEMA} is given IMAX 2D on Cinemas`, async () => {
          await admin.goto('/admin/cinemas');
          const cinema = admin.getByRole('listitem', { name: CINEMA, exact: true });
          await cinema.getByRole('button', { name: `Formats of ${SCREEN}`, exact: true }).click();
          const form = cinema.getByRole('form', { name: `Formats of ${SCREEN}` });
          await form.getByRole('checkbox', { name: 'IMAX 2D', exact: true }).check();
          await form.getByRole('button', { name: 'Save formats' }).click();
          await expectToast(admin, `Formats of ${SCREEN} saved.`);
          await cinema.getByText(/2D, IMAX 2D/).first().waitFor();
        });

        await j.step('a weekend price card is created', async () => {
          const cinema = admin.getByRole('listitem', { name: CINEMA, exact: true });
          await cinema.getByRole('link', { name: `Price cards of ${CINEMA}` }).click();
          await admin.getByRole('heading', { name: 'Admin Price Cards' }).waitFor();
          const form = admin.getByRole('form', { name: 'New price card' });
          await form.getByLabel('Name').fill(CARD);
          await form.getByRole('checkbox', { name: 'Sat', exact: true }).check();
          await form.getByRole('checkbox', { name: 'Sun', exact: true }).check();
          // Above the sample Weekend card (priority 10), so it is the best match.
          await form.getByLabel('Priority').fill('50');
          await form.getByLabel('Standard price').fill(String(CARD_PRICE));
          await form.getByRole('button', { name: 'Create price card' }).click();
          await expectToast(admin, `Price card "${CARD}" created.`);
          const card = admin.getByRole('listitem', { name: CARD, exact: true });
          await card.getByText('Sat, Sun · All day · All formats · Any date').waitFor();
          await card.getByText(`Standard ₹${CARD_PRICE}`).waitFor();
        });

        const schedule = async (title, { format, language, time }) => {
          await admin.goto('/admin/add-shows');
          await admin.getByRole('heading', { name: 'Admin Add Shows' }).waitFor();
          await admin.getByRole('group', { name: 'Now playing movies' }).getByRole('button', { name: title, exact: true }).click();
          await admin.getByLabel('Cinema', { exact: true }).selectOption({ label: `${CINEMA} (Bengaluru)` });
          await admin.getByLabel('Screen', { exact: true }).selectOption({ label: `${SCREEN} (90 seats)` });
          await admin.getByLabel('Format', { exact: true }).selectOption(format);
          await admin.getByLabel('Audio language', { exact: true }).selectOption(language);
          await admin.getByRole('checkbox', { name: 'Use price cards' }).check();
          await admin.getByLabel('Select Date and Time').fill(`${saturday}T${time}`);
          await admin.getByRole('button', { name: 'Add Time' }).click();
          await admin.getByTestId(`show-date-${saturday}`).waitFor();
          await admin.getByRole('button', { name: 'Add Shows', exact: true }).click();
          await expectToast(admin, 'Show added successfully');
        };
        await j.step('a Hindi 2D show is scheduled without typing a price', () =>
          schedule('Raja of the Rooftops', { format: 'TWO_D', language: 'hi', time: '10:00' }));
        await j.step('an English IMAX show is scheduled without typing a price', () =>
          schedule('Glasshouse', { format: 'IMAX_2D', language: 'en', time: '15:00' }));

        await j.step("the week timeline shows both, priced by the weekend card", async () => {
          await admin.goto('/admin/cinemas');
          await admin.getByRole('listitem', { name: CINEMA, exact: true }).getByRole('link', { name: `Week timeline of ${CINEMA}` }).click();
          await admin.getByRole('heading', { name: 'Admin Week Timeline' }).waitFor();
          timelineUrl = `${new URL(admin.url()).pathname}?week=${week}`;
          await admin.goto(timelineUrl);
          const screen = admin.getByRole('region', { name: SCREEN, exact: true });
          for (const [title, time, version] of [
            ['Raja of the Rooftops', '10:00', 'Hindi · 2D'],
            ['Glasshouse', '15:00', 'English · IMAX 2D'],
          ]) {
            const line = screen.getByRole('listitem', { name: `${title} ${time}` });
            await line.getByText(new RegExp(`^${version} · \\d+ min \\+ \\d+ min cleaning$`)).waitFor();
            await line.getByText(`Priced by ${CARD}: STANDARD ₹${CARD_PRICE}`).waitFor();
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
          await admin.getByRole('button', { name: 'Next week' }).click();
          const screen = admin.getByRole('region', { name: SCREEN, exact: true });
          await screen.getByRole('listitem', { name: 'Glasshouse 15:00' }).getByText(`Priced by ${CARD}: STANDARD ₹${CARD_PRICE}`).waitFor();
        });
      });
    });
  });
}
