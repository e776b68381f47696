// The seat map without a mouse, and on a phone (issue 24 §3, §5), in real
// Chromium against the real binary, once per database: on the 264-seat
// screen a keyboard user goes from the first seat to Proceed in at most 15
// key presses, choosing 2 seats with the arrows and Space (the grid is one
// tab stop, "Skip to summary" jumps past it); axe finds nothing serious on
// the seat page; on a 390 px phone the wide map opens centred on the
// screen's centre line, the page itself never scrolls sideways, and the
// zoom buttons and the overview strip move the map.
import { after, before, describe, it } from 'node:test';
import { assert, assertEqual, browserJourneys, DESKTOP, dialects, log, PHONE, startServer, until } from '../lib/harness.mjs';
import { dismissSeatCount } from '../lib/app.mjs';
import { assertNoOverflow, axeViolations, clearOfNow, describeViolations, devSignIn, gql, settled, startSignedIn } from '../lib/site.mjs';
import { skipFood } from '../lib/app.mjs';

const journey = browserJourneys();

/** The bar: first seat to Proceed, two seats chosen on the way. */
const MAX_PRESSES = 15;

/** A show on Marquee Grand's 264-seat screen that does not start within the hour. */
async function largeScreenShow(server) {
  const { shows } = await gql(server, '{ shows { id startsAt localDate movie { id } cinema { name } screen { capacity } } }');
  const show = clearOfNow(shows).find((s) => s.cinema.name === 'Marquee Grand' && s.screen.capacity === 264);
  assert(show, 'no show on the 264-seat screen clear of now');
  return show;
}

const seatPath = (show) => `/movies/${show.movie.id}/${show.localDate}?show=${show.id}`;

/** The focused element's seat label (null when focus is not on a seat). */
const focusedSeat = (page) => page.evaluate(() => document.activeElement?.getAttribute('data-seat') ?? null);

for (const dialect of dialects()) {
  describe(`the seat map by keyboard and on a phone on ${dialect}`, () => {
    let server;
    before(async () => {
      server = await startServer({ dialect, name: 'seat-keyboard' });
    });
    after(async () => {
      await server?.stop();
    });

    it(`keyboard only: first seat to Proceed in at most ${MAX_PRESSES} presses with 2 seats chosen; axe finds nothing serious`, async (t) => {
      await journey(server, 'keyboard seats', async (j) => {
        let show;
        let page;
        let presses = 0;
        const press = async (key) => {
          presses += 1;
          await page.keyboard.press(key);
        };
        const chosen = [];
        await j.step('a signed-in visitor opens the seat page of a show on the large screen', async () => {
          show = await largeScreenShow(server);
          page = await j.newPage('keyboard', { viewport: DESKTOP });
          await startSignedIn(page.context(), await devSignIn(server, 'Keyboard Kiran', { id: `kbd-${dialect}` }));
          await page.goto(seatPath(show));
          await page.locator('button[data-seat]').first().waitFor();
          // "How many seats?" comes first; a keyboard user who picks by hand
          // closes it with Escape (before the first seat, so not counted).
          const sheet = page.getByRole('dialog', { name: 'How many seats?' });
          await sheet.waitFor();
          await page.keyboard.press('Escape');
          await sheet.waitFor({ state: 'detached' });
          await settled(page);
        });
        await j.step('axe: no serious or critical violation on the seat page', async () => {
          const violations = await axeViolations(page);
          if (violations.length > 0) log(describeViolations('seat page', violations));
          assertEqual(violations.length, 0, 'serious or critical axe violations on the seat page');
        });
        await j.step('the seat grid is one tab stop, entered at its first seat', async () => {
          const stops = await page.locator('button[data-seat][tabindex="0"]').count();
          assertEqual(stops, 1, 'seats in the tab order');
          await page.locator('button[data-seat][tabindex="0"]').focus();
          const first = await focusedSeat(page);
          const firstOfMap = await page.locator('[role="grid"] button[data-seat]').first().getAttribute('data-seat');
          assertEqual(first, firstOfMap, 'the seat focused first');
        });
        await j.step('choose 2 seats with the arrow keys and Space', async () => {
          for (let n = 0; n < 2; n++) {
            // Onwards to the next free seat (the sample may have sold some).
            if (n > 0) await press('ArrowRight');
            for (let guard = 0; guard < 10 && (await page.locator(':focus').getAttribute('data-state')) !== 'free'; guard++) {
              await press('ArrowRight');
            }
            const label = await focusedSeat(page);
            assert(label, 'focus should be on a seat');
            await press('Space');
            await page.locator(`button[data-seat="${label}"][aria-pressed="true"]`).waitFor();
            // Focus stays on the seat through the redraw.
            assertEqual(await focusedSeat(page), label, 'the focused seat after Space');
            const name = await page.locator(`button[data-seat="${label}"]`).getAttribute('aria-label');
            assert(/^[A-Z]+\d+, [^,]+, ₹[\d,.]+, selected$/.test(name), `the seat's name says label, category, price and state: ${name}`);
            chosen.push(label);
          }
          t.diagnostic(`${dialect}: chose ${chosen.join(', ')}`);
        });
        await j.step('Shift+Tab to "Skip to summary", Enter, then Tab to Proceed', async () => {
          await press('Shift+Tab');
          const link = page.getByRole('link', { name: 'Skip to summary' });
          assert(await link.evaluate((el) => el === document.activeElement), 'Shift+Tab from the grid should reach "Skip to summary"');
          await press('Enter');
          await until(page, 'focus leaves the skip link', () => document.activeElement?.textContent !== 'Skip to summary');
          const proceed = page.getByRole('button', { name: 'Proceed' });
          for (let guard = 0; guard < MAX_PRESSES && !(await proceed.evaluate((el) => el === document.activeElement)); guard++) {
            await press('Tab');
          }
          assert(await proceed.evaluate((el) => el === document.activeElement), 'Tab should reach Proceed');
          t.diagnostic(`${dialect}: ${presses} key presses from the first seat to Proceed`);
          log(`${dialect}: ${presses} key presses from the first seat to Proceed (${chosen.join(', ')} chosen)`);
          assert(presses <= MAX_PRESSES, `${presses} key presses from the first seat to Proceed, at most ${MAX_PRESSES} wanted`);
        });
        await j.step('Proceed (Enter), Skip the food: the confirmation of exactly the 2 seats chosen', async () => {
          assertEqual(await page.locator('button[data-seat][aria-pressed="true"]').count(), 2, 'seats selected on the map');
          await page.keyboard.press('Enter');
          await skipFood(page);
          const dialog = page.getByRole('alertdialog', { name: 'Confirm Booking' });
          await dialog.waitFor();
          const text = await dialog.innerText();
          assert(text.includes('2 seats'), `the confirmation should state "2 seats", it says: ${text}`);
          for (const l of chosen) assert(text.includes(l), `the confirmation should name seat ${l}, it says: ${text}`);
        });
      });
    });

    it('on a 390 px phone the wide map opens centred on the screen line and zooms; the page never scrolls sideways', async () => {
      await journey(server, 'phone seat map', async (j) => {
        let page;
        let scroller;
        const metrics = () =>
          scroller.evaluate((el) => ({ left: el.scrollLeft, width: el.scrollWidth, view: el.clientWidth }));
        await j.step('open the large screen on a phone', async () => {
          const show = await largeScreenShow(server);
          page = await j.newPage('phone', { viewport: PHONE, isMobile: true, hasTouch: true });
          await page.goto(seatPath(show));
          scroller = page.getByTestId('seat-map-scroll');
          await page.locator('button[data-seat]').first().waitFor();
          await dismissSeatCount(page);
          await settled(page);
        });
        await j.step('centred on the screen centre line, every category band in view, no sideways page scroll', async () => {
          const m = await metrics();
          assert(m.width > m.view, `the map should be wider than the phone: ${JSON.stringify(m)}`);
          const centre = (m.width - m.view) / 2;
          assert(Math.abs(m.left - centre) <= 2, `the map should open centred (scrollLeft ${centre}), it is at ${m.left}`);
          // The centre of the screen marker is the centre of the phone's map view.
          const view = await scroller.boundingBox();
          const marker = await page.getByTestId('screen-marker').boundingBox();
          assert(Math.abs(view.x + view.width / 2 - (marker.x + marker.width / 2)) <= 2, 'the screen marker is centred under the view');
          for (const band of await page.locator('[data-testid^="seat-band-"] > p').all()) {
            const box = await band.boundingBox();
            assert(box.x < view.x + view.width && box.x + box.width > view.x, `a band heading is off to the side: ${JSON.stringify(box)}`);
          }
          await assertNoOverflow(page, 'the seat page on a phone');
          await page.getByTestId('seat-map-scroll-hint').getByText('Swipe sideways for more seats').waitFor();
        });
        await j.step('seats are 32 px; zoom out makes them 24 px and zoom in 40 px, still centred', async () => {
          const seatWidth = async () => (await page.locator('button[data-seat]').first().boundingBox()).width;
          assertEqual(Math.round(await seatWidth()), 32, 'seat width at the default zoom');
          await page.getByRole('button', { name: 'Zoom out' }).click();
          await until(page, 'seats shrink', () => document.querySelector('button[data-seat]').getBoundingClientRect().width < 30);
          assertEqual(Math.round(await seatWidth()), 24, 'seat width zoomed out');
          await page.getByRole('button', { name: 'Zoom in' }).click();
          await page.getByRole('button', { name: 'Zoom in' }).click();
          await until(page, 'seats grow', () => document.querySelector('button[data-seat]').getBoundingClientRect().width > 35);
          assertEqual(Math.round(await seatWidth()), 40, 'seat width zoomed in');
          const m = await metrics();
          assert(Math.abs(m.left - (m.width - m.view) / 2) <= 4, `zooming keeps the view centred: ${JSON.stringify(m)}`);
          await assertNoOverflow(page, 'the zoomed seat page on a phone');
        });
        await j.step('a tap on the overview strip moves the map there', async () => {
          const strip = page.getByTestId('seat-minimap');
          const box = await strip.boundingBox();
          await page.touchscreen.tap(box.x + 3, box.y + box.height / 2);
          await until(page, 'the map scrolls to its left edge', () => document.querySelector('[data-testid="seat-map-scroll"]').scrollLeft < 5);
          // The frame follows the map's scroll event, a render after the scroll itself.
          await until(
            page,
            'the overview frame moves to the left edge of the strip',
            (stripX) => document.querySelector('[data-testid="seat-minimap-window"]').getBoundingClientRect().x - stripX <= 3,
            box.x,
          );
        });
      });
    });
  });
}
