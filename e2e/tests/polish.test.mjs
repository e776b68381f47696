// The polish journeys: one per bug a person hit driving the app at phone and
// desktop sizes (issue 16). Layout-only checks run on SQLite; journeys that
// read or write bookings, shows or movies run once per database.
import { after, before, describe, it } from 'node:test';
import {
  assert,
  assertEqual,
  browserJourneys,
  DESKTOP,
  dialects,
  log,
  PHONE,
  startServer,
  until,
} from '../lib/harness.mjs';
import {
  dismissSeatCount,
  expectSignedIn,
  expectToast,
  foodStep,
  proceedToConfirm,
  seat,
  selectSeats,
  signIn,
  signInInOpenDialog,
  skipFood,
  waitForSeatState,
} from '../lib/app.mjs';
import {
  assertNoOverflow,
  clearOfNow,
  createBooking,
  devSignIn,
  gql,
  settled,
  siteFixture,
  sitePages,
  startSignedIn,
} from '../lib/site.mjs';

/** Widths from a small phone to a desktop; heights as the devices have them. */
const WIDTHS = [
  { width: 360, height: 740, mobile: true },
  { width: 390, height: 844, mobile: true },
  { width: 768, height: 1024, mobile: true },
  { width: 1440, height: 900, mobile: false },
];
/** The test-checkout journey's own server holds seats this long: 0.1 min = 6 s. */
const SHORT_HOLD_MINUTES = 0.1;

const journey = browserJourneys();

/** The seat page of a show, its time already chosen. */
function seatPath(show) {
  return `/movies/${show.movie.id}/${show.localDate}?show=${show.id}`;
}

async function openSeatMap(page, show) {
  await page.goto(seatPath(show));
  await page.getByText('Live: seats update as others book').waitFor();
  await dismissSeatCount(page);
  await page.locator('button[data-state]').first().waitFor();
}

/** A free seat of the show that is not among `avoid` (row J first: bookings elsewhere use the front rows). */
async function freeSeats(server, showId, count, avoid = []) {
  const { occupiedSeats } = await gql(server, `query($id: ID!) { occupiedSeats(showId: $id) }`, { id: showId });
  const taken = new Set([...occupiedSeats, ...avoid]);
  const out = [];
  for (const row of ['J', 'I', 'H', 'G']) {
    for (let n = 1; n <= 9 && out.length < count; n++) if (!taken.has(`${row}${n}`)) out.push(`${row}${n}`);
  }
  return out;
}

if (dialects().includes('sqlite')) {
  describe('layout and motion on SQLite', () => {
    let server;
    before(async () => {
      server = await startServer({ dialect: 'sqlite', name: 'polish-layout' });
    });
    after(async () => {
      await server?.stop();
    });

    it('no page is wider than the viewport at 360, 390, 768 and 1440 px', async () => {
      await journey(server, 'no sideways scroll', async (j) => {
        const fx = await j.step('set up a user with bookings and an admin', () => siteFixture(server, 'overflow', 'C'));
        const problems = [];
        for (const size of WIDTHS) {
          const viewport = { width: size.width, height: size.height };
          const options = size.mobile ? { isMobile: true, hasTouch: true } : {};
          const pageFor = {};
          for (const who of ['visitor', 'user', 'admin']) {
            pageFor[who] = await j.newPage(`${who} ${size.width}`, { viewport, ...options });
            if (who !== 'visitor') await startSignedIn(pageFor[who].context(), fx[who]);
          }
          for (const p of sitePages(fx)) {
            await j.step(`${size.width} px: ${p.name}`, async () => {
              const page = pageFor[p.as];
              await page.goto(p.path);
              await p.ready(page);
              await settled(page);
              try {
                await assertNoOverflow(page, `${p.name} at ${size.width} px`);
              } catch (err) {
                problems.push(err.message);
              }
              if (p.then) {
                const what = await p.then(page);
                await settled(page);
                try {
                  await assertNoOverflow(page, `${p.name} (${what}) at ${size.width} px`);
                } catch (err) {
                  problems.push(err.message);
                }
              }
            });
          }
          for (const who of Object.keys(pageFor)) await pageFor[who].context().close();
        }
        await j.step('every page fits its viewport', async () => {
          if (problems.length > 0) log(`pages wider than the viewport:\n${problems.join('\n')}`);
          assert(problems.length === 0, `pages wider than the viewport:\n${problems.join('\n')}`);
        });
      });
    });

    it('sample artwork prints no titles where the UI puts text; booking cards show whole posters', async () => {
      await journey(server, 'artwork', async (j) => {
        const fx = await j.step('a user with a booking', () => siteFixture(server, 'artwork', 'D'));
        const phone = await j.newPage('phone', { viewport: PHONE, isMobile: true, hasTouch: true });
        await j.step('the home hero on a phone draws a poster with no printed text', async () => {
          await phone.goto('/');
          const hero = phone.getByTestId('hero-image').first();
          await hero.waitFor();
          const src = await hero.getAttribute('src');
          assert(/\/posters\//.test(src), `below 768 px the hero shows the poster, it shows ${src}`);
          const svg = await (await phone.request.get(src)).text();
          assert(!/<text[\s>]/.test(svg), `the hero poster ${src} prints text under the hero's own title and Explore button`);
        });
        await j.step('no sample poster or backdrop prints text', async () => {
          const { movies } = await gql(server, '{ movies { title posterUrl backdropUrl } }');
          const printed = [];
          for (const m of movies) {
            for (const url of [m.posterUrl, m.backdropUrl]) {
              const svg = await (await fetch(new URL(url, server.url))).text();
              if (/<text[\s>]/.test(svg)) printed.push(`${m.title}: ${url}`);
            }
          }
          assert(printed.length === 0, `artwork with printed text:\n${printed.join('\n')}`);
        });
        for (const [label, viewport, options] of [
          ['phone', PHONE, { isMobile: true, hasTouch: true }],
          ['desktop', DESKTOP, {}],
        ]) {
          await j.step(`My Bookings on a ${label} shows each poster whole, not cropped to a strip`, async () => {
            const page = await j.newPage(`bookings ${label}`, { viewport, ...options });
            await startSignedIn(page.context(), fx.user);
            await page.goto('/my-bookings');
            const img = page.getByRole('article').first().getByRole('img').first();
            await img.waitFor();
            await until(page, 'the poster has loaded', () => [...document.querySelectorAll('article img')].every((i) => i.complete && i.naturalWidth > 0));
            const shape = await img.evaluate((el) => {
              const r = el.getBoundingClientRect();
              return { shown: r.height / r.width, natural: el.naturalHeight / el.naturalWidth, w: r.width, h: r.height };
            });
            assert(
              Math.abs(shape.shown / shape.natural - 1) < 0.05,
              `the poster is drawn ${Math.round(shape.w)}×${Math.round(shape.h)} (height/width ${shape.shown.toFixed(2)}), the artwork is ${shape.natural.toFixed(2)}: it is cropped`,
            );
          });
        }
      });
    });

    it('the releases marquee pauses on hover and for prefers-reduced-motion', async () => {
      await journey(server, 'marquee', async (j) => {
        const playState = (page) => page.getByTestId('marquee-track').evaluate((el) => getComputedStyle(el).animationPlayState);
        const page = await j.newPage('desktop');
        await j.step('it runs', async () => {
          await page.goto('/releases');
          await page.getByTestId('marquee-track').waitFor();
          await page.mouse.move(1, 1);
          assertEqual(await playState(page), 'running', 'animation-play-state before hovering');
        });
        await j.step('it pauses while the pointer is over it', async () => {
          await page.getByTestId('marquee').hover();
          assertEqual(await playState(page), 'paused', 'animation-play-state while hovered');
        });
        await j.step('it runs again when the pointer leaves', async () => {
          await page.mouse.move(1, 1);
          assertEqual(await playState(page), 'running', 'animation-play-state after the pointer left');
        });
        await j.step('with prefers-reduced-motion it does not move', async () => {
          const still = await j.newPage('reduced motion', { reducedMotion: 'reduce' });
          await still.goto('/releases');
          await still.getByTestId('marquee-track').waitFor();
          await still.mouse.move(1, 1);
          assertEqual(await playState(still), 'paused', 'animation-play-state with prefers-reduced-motion');
        });
      });
    });

    it('the Confirm Booking dialog keeps focus inside until it closes, then returns it to Skip on the food step', async () => {
      await journey(server, 'focus trap', async (j) => {
        const page = await j.newPage('user');
        const shows = clearOfNow((await gql(server, '{ shows { id startsAt localDate movie { id title } } }')).shows);
        const show = shows[2];
        const user = await devSignIn(server, 'Focus Trap', { id: 'focus-trap' });
        await startSignedIn(page.context(), user);
        const inDialog = () =>
          page.evaluate(() => Boolean(document.activeElement?.closest('[role="alertdialog"]')));
        await j.step('open the dialog from Proceed and the food step\'s Skip, by keyboard', async () => {
          await openSeatMap(page, show);
          await selectSeats(page, await freeSeats(server, show.id, 1));
          await page.getByRole('button', { name: 'Proceed' }).focus();
          await page.keyboard.press('Enter');
          await foodStep(page).getByRole('button', { name: 'Skip', exact: true }).focus();
          await page.keyboard.press('Enter');
          await page.getByRole('alertdialog', { name: 'Confirm Booking' }).getByTestId('quote-total').waitFor();
          assert(await inDialog(), 'focus moves into the dialog when it opens');
        });
        await j.step('Tab cycles inside the dialog', async () => {
          const seen = new Set();
          for (let i = 0; i < 8; i++) {
            await page.keyboard.press('Tab');
            assert(await inDialog(), `Tab ${i + 1} moved focus out of the dialog to ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`);
            seen.add(await page.evaluate(() => document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label')));
          }
          assert(seen.size >= 3, `Tab should visit the close, cancel and confirm buttons, it visited ${[...seen].join(', ')}`);
        });
        await j.step('Shift+Tab cycles inside the dialog', async () => {
          for (let i = 0; i < 8; i++) {
            await page.keyboard.press('Shift+Tab');
            assert(await inDialog(), `Shift+Tab ${i + 1} moved focus out of the dialog`);
          }
        });
        await j.step('Escape closes it and focus returns to Skip', async () => {
          await page.keyboard.press('Escape');
          await page.getByRole('alertdialog').waitFor({ state: 'detached' });
          const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
          assertEqual(focused, 'Skip', 'the focused element after Escape');
        });
      });
    });
  });
}

for (const dialect of dialects()) {
  describe(`polish journeys on ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, () => {
    let server;
    let shows;
    let movies;
    before(async () => {
      server = await startServer({ dialect, name: 'polish' });
      ({ shows, movies } = await gql(
        server,
        '{ shows { id startsAt localDate localTime movie { id title } } movies { id title genreNames trailerKey } }',
      ));
      shows = clearOfNow(shows);
    });
    after(async () => {
      await server?.stop();
    });

    it('seats chosen before signing in are still chosen after signing in', async () => {
      await journey(server, 'seats kept over sign-in', async (j) => {
        const page = await j.newPage('visitor');
        const show = shows[0];
        let chosen;
        await j.step('a visitor chooses two seats', async () => {
          await openSeatMap(page, show);
          chosen = await freeSeats(server, show.id, 2);
          await selectSeats(page, chosen);
          await page.getByText('Selected Seats (2 / 5)').waitFor();
        });
        await j.step('Proceed asks them to sign in and opens the sign-in; they sign in and the confirmation follows', async () => {
          await page.getByRole('button', { name: 'Proceed' }).click();
          await expectToast(page, 'Please sign in to book tickets');
          await signInInOpenDialog(page, 'Keeps Seats');
          await expectSignedIn(page, 'Keeps Seats');
          await skipFood(page);
          const dialog = page.getByRole('alertdialog', { name: 'Confirm Booking' });
          await dialog.waitFor();
          const text = await dialog.innerText();
          for (const s of chosen) assert(text.includes(s), `the dialog should name ${s}: ${text}`);
          await dialog.getByRole('button', { name: 'No, cancel' }).click();
          await dialog.waitFor({ state: 'detached' });
          // Back from the food step to the seats.
          await foodStep(page).getByRole('button', { name: 'Seats' }).click();
        });
        await j.step('the two seats are still selected', async () => {
          await page.getByText('Live: seats update as others book').waitFor();
          for (const s of chosen) await page.locator(`button[data-seat="${s}"][aria-pressed="true"]`).waitFor();
          await page.getByText('Selected Seats (2 / 5)').waitFor();
        });
        await j.step('and after a reload of the page', async () => {
          await page.reload();
          await page.getByText('Live: seats update as others book').waitFor();
          for (const s of chosen) await page.locator(`button[data-seat="${s}"][aria-pressed="true"]`).waitFor();
        });
        await j.step('Proceed now asks to confirm exactly those seats', async () => {
          await proceedToConfirm(page);
          const dialog = page.getByRole('alertdialog', { name: 'Confirm Booking' });
          await dialog.waitFor();
          const text = await dialog.innerText();
          for (const s of chosen) assert(text.includes(s), `the dialog should name ${s}: ${text}`);
        });
      });
    });

    it('with live updates down, a seat lost to someone else is drawn taken after the failed booking', async () => {
      await journey(server, 'seat clash offline', async (j) => {
        const page = await j.newPage('cut off');
        const show = shows[1];
        const user = await devSignIn(server, 'Cut Off', { id: `cut-off-${dialect}` });
        const rival = await devSignIn(server, 'Rival', { id: `rival-${dialect}` });
        // No websocket gets through: the map is what the page loaded, nothing more.
        await page.routeWebSocket(/\/graphql/, (ws) => ws.close({ code: 1011, reason: 'live updates are down' }));
        await startSignedIn(page.context(), user);
        let lost;
        await j.step('the seat map loads without live updates', async () => {
          await page.goto(seatPath(show));
          await page.locator('button[data-state]').first().waitFor();
          await dismissSeatCount(page);
          [lost] = await freeSeats(server, show.id, 1);
          await waitForSeatState(page, lost, 'free');
          assertEqual(await page.getByText('Live: seats update as others book').count(), 0, 'live status lines');
        });
        await j.step('someone else books the seat meanwhile; it still looks free here', async () => {
          await createBooking(server, rival.token, show.id, [lost]);
          await waitForSeatState(page, lost, 'free');
        });
        await j.step('booking it fails', async () => {
          await selectSeats(page, [lost]);
          await proceedToConfirm(page);
          await page.getByRole('alertdialog', { name: 'Confirm Booking' }).getByRole('button', { name: 'Yes, book now!' }).click();
          await expectToast(page, 'no longer available');
        });
        await j.step('the map is fetched again and draws the seat as taken', async () => {
          await waitForSeatState(page, lost, ['held', 'sold']);
          assertEqual(await seat(page, lost).getAttribute('aria-disabled'), 'true', `seat ${lost} aria-disabled`);
          await page.getByText('Selected Seats (0 / 5)').waitFor();
        });
      });
    });

    it('the test checkout counts down, and when the hold ends says so and cannot be paid', async () => {
      const holdServer = await startServer({ dialect, name: 'polish-hold', holdMinutes: SHORT_HOLD_MINUTES });
      try {
        await journey(holdServer, 'checkout countdown', async (j) => {
          const page = await j.newPage('payer');
          const holdShows = clearOfNow((await gql(holdServer, '{ shows { id startsAt } }')).shows);
          const user = await devSignIn(holdServer, 'Slow Payer', { id: 'slow-payer' });
          const booking = await createBooking(holdServer, user.token, holdShows[0].id, ['J5']);
          const timeLeft = () => page.getByTestId('time-left').innerText();
          await j.step('the checkout page shows the time left', async () => {
            await page.goto(booking.paymentUrl);
            await page.getByText('TEST MODE').waitFor();
            await page.getByTestId('time-left').waitFor();
            await page.getByRole('button', { name: /^Pay / }).waitFor();
          });
          await j.step('the countdown moves without a reload', async () => {
            const first = await timeLeft();
            await page.evaluate(() => (window.__sameDocument = true));
            await until(page, `the time left changes from "${first}"`, (was) => document.querySelector('[data-testid="time-left"]')?.textContent !== was, first);
            assert(await page.evaluate(() => window.__sameDocument === true), 'the page was reloaded');
          });
          await j.step('when the hold ends it says so and Pay is disabled', async () => {
            await page.getByText('Expired: the seat hold ended').waitFor({ timeout: SHORT_HOLD_MINUTES * 60_000 + 10_000 });
            await page.getByRole('alert').filter({ hasText: 'The seat hold has ended' }).waitFor();
            assertEqual(await page.getByText('Awaiting payment').count(), 0, '"Awaiting payment" lines');
            assert(await page.getByRole('button', { name: /^Pay / }).isDisabled(), 'Pay is disabled after the hold ended');
          });
          await j.step('the server refuses the payment too', async () => {
            const res = await page.request.post(`/checkout/test/${booking.id}/pay`, {
              headers: { Origin: holdServer.url },
              maxRedirects: 0,
            });
            assertEqual(res.status(), 409, 'status of a payment after the hold');
            assert((await res.text()).includes('This booking can no longer be paid.'), 'the refusal says why');
          });
        });
      } finally {
        await holdServer.stop();
      }
    });

    it('an unknown movie says so once, with no "Credits not found" toasts', async () => {
      await journey(server, 'unknown movie', async (j) => {
        const page = await j.newPage('visitor');
        await j.step('/movies/9999999 shows the not-found page', async () => {
          const credits = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('MovieCredits'));
          await page.goto('/movies/9999999');
          await page.getByRole('heading', { name: 'Movie not found' }).waitFor();
          await credits;
          await settled(page);
        });
        await j.step('no "Credits not found" toast', async () => {
          assertEqual(await page.getByRole('status').filter({ hasText: 'Credits not found' }).count(), 0, '"Credits not found" toasts');
          assertEqual(await page.getByRole('heading', { name: 'Movie not found' }).count(), 1, '"Movie not found" headings');
        });
      });
    });

    it('signed out, Favourites asks to sign in and /admin offers only the login; admins find Admin in the user menu', async () => {
      await journey(server, 'sign-in prompts', async (j) => {
        const page = await j.newPage('visitor');
        await j.step('/favourite signed out asks the visitor to sign in', async () => {
          await page.goto('/favourite');
          await page.getByText('Please sign in to view your favourites.').waitFor();
          await page.getByRole('main').getByRole('button', { name: 'Login' }).waitFor();
          assertEqual(await page.getByText('No favourite movies found.').count(), 0, '"No favourite movies found." lines');
        });
        await j.step('/admin signed out shows the login prompt and no spinner', async () => {
          await page.goto('/admin');
          await page.getByText('Sign in with an admin account to continue.').waitFor();
          await settled(page);
          assertEqual(await page.getByRole('status').filter({ hasText: 'Loading' }).count(), 0, 'spinners beside the login prompt');
        });
        await j.step('a non-admin has no Admin link in the user menu', async () => {
          await page.goto('/');
          await signIn(page, 'Plain User');
          await page.getByRole('button', { name: 'Account menu for Plain User' }).click();
          await page.getByRole('menuitem', { name: 'My Bookings' }).waitFor();
          assertEqual(await page.getByRole('menuitem', { name: 'Admin' }).count(), 0, 'Admin links for a non-admin');
        });
        await j.step('an admin opens /admin from the user menu', async () => {
          const admin = await j.newPage('admin');
          await admin.goto('/');
          await signIn(admin, 'Menu Admin', { admin: true });
          await admin.getByRole('button', { name: 'Account menu for Menu Admin' }).click();
          await admin.getByRole('menuitem', { name: 'Admin' }).click();
          await admin.waitForURL((u) => u.pathname === '/admin');
          await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
        });
      });
    });

    it('sample movies have no invented trailers, and no Watch Trailer button', async () => {
      await journey(server, 'trailers', async (j) => {
        const page = await j.newPage('visitor');
        await j.step('no sample movie carries a trailer key', async () => {
          const withKeys = movies.filter((m) => m.trailerKey !== null);
          assert(withKeys.length === 0, `sample movies with a trailer key: ${withKeys.map((m) => `${m.title} (${m.trailerKey})`).join(', ')}`);
        });
        await j.step('the movie page offers no Watch Trailer (it could only say "Trailer not available") and embeds nothing', async () => {
          const movie = movies[0];
          await page.goto(`/movies/${movie.id}`);
          await page.getByRole('heading', { level: 1, name: movie.title, exact: true }).waitFor();
          await page.getByRole('button', { name: 'Book Tickets', exact: true }).waitFor();
          assertEqual(await page.getByRole('button', { name: 'Watch Trailer' }).count(), 0, 'Watch Trailer buttons');
          assertEqual(await page.locator('iframe').count(), 0, 'embedded players');
        });
      });
    });

    it('Similar Movies are the movies sharing most genres', async () => {
      await journey(server, 'similar movies', async (j) => {
        const page = await j.newPage('visitor');
        // What the ranking should give: most shared genres first; ties keep the soonest-show order of `list`.
        const ranked = (list, movie) =>
          list
            .filter((m) => m.id !== movie.id)
            .map((m, i) => ({ m, i, shared: m.genreNames.filter((g) => movie.genreNames.includes(g)).length }))
            .sort((a, b) => b.shared - a.shared || a.i - b.i)
            .slice(0, 4)
            .map((x) => x.m.title);
        // A movie whose similar movies are not simply the next four, so the ranking shows.
        const differs = (list) => (m) => {
          const next = list.filter((o) => o.id !== m.id).slice(0, 4).map((o) => o.title);
          return ranked(list, m).join('|') !== next.join('|');
        };
        const movie = movies.find(differs(movies));
        assert(movie, 'the catalogue has a movie whose similar movies differ from the next four');
        await j.step(`${movie.title}: Similar Movies ranked by shared genres`, async () => {
          // The soonest-show order moves whenever a show starts, so the
          // expectation is read around the page's own load; a show that
          // started in between makes the two reads differ, and the page is
          // read again.
          const read = async () => (await gql(server, '{ movies { id title genreNames } }')).movies;
          for (let attempt = 1; ; attempt++) {
            const before = await read();
            await page.goto(`/movies/${movie.id}`);
            const section = page.getByRole('region', { name: 'Similar Movies' });
            await section.getByRole('link').first().waitFor();
            const titles = (await section.getByRole('heading', { level: 3 }).allInnerTexts()).map((t) => t.trim());
            const after = await read();
            const want = ranked(before, movie).join(' | ');
            if (want !== ranked(after, movie).join(' | ') && attempt < 3) continue;
            assertEqual(titles.join(' | '), want, 'the similar movies, in order');
            break;
          }
        });
      });
    });
  });
}
