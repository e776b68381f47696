// The site around the seat map, as a phone (390×844, touch) and a desktop
// (1440×900) see it, in real Chromium against the real binary, once per
// database (issue 24 §7): the fixed navbar never hides content and gets a
// background once the page scrolls; Now Showing starts on the phone's first
// screen; the site-wide city narrows Home and Movies; the Releases page
// writes every title and release date without hover; no Watch Trailer
// without a trailer; a toast never covers the navbar.
import { after, before, describe, it } from 'node:test';
import { assert, assertEqual, browserJourneys, DESKTOP, dialects, log, PHONE, startServer, until } from '../lib/harness.mjs';
import { devSignIn, gql, settled } from '../lib/site.mjs';
import { expectToast, theatreTime } from '../lib/app.mjs';

const journey = browserJourneys();

const SIZES = [
  ['phone', { viewport: PHONE, isMobile: true, hasTouch: true }],
  ['desktop', { viewport: DESKTOP }],
];

/** A city of its own, whose one cinema shows one movie no other cinema shows. */
const CITY = 'Nashik';
const CITY_MOVIE = { id: '9100013', title: 'Dilli Dreams Express' };

/** Creates the Nashik cinema, a small screen and one show of CITY_MOVIE on it, two days ahead. */
async function cityOfItsOwn(server) {
  const admin = await devSignIn(server, 'Site Admin', { id: 'phone-site-admin', admin: true });
  const { createCinema: cinema } = await gql(
    server,
    'mutation($in: CinemaInput!) { createCinema(input: $in) { id timeZone } }',
    { in: { name: 'Marquee Nashik', city: CITY, address: 'College Road, Nashik', timeZone: '' } },
    admin.token,
  );
  const { createScreen: screen } = await gql(
    server,
    'mutation($c: ID!, $l: SeatLayoutInput!) { createScreen(cinemaId: $c, name: "Screen 1", layout: $l) { id } }',
    { c: cinema.id, l: { categories: [{ code: 'CLASSIC', name: 'Classic' }], rows: [{ label: 'A', cellCodes: 'S0 S0 S0 S0 S0 S0' }] } },
    admin.token,
  );
  const when = theatreTime(cinema.timeZone, 2 * 24 * 60);
  await gql(
    server,
    `mutation($s: ID!, $m: ID!, $in: [ShowsInput!]!, $p: [CategoryPriceInput!]!) {
       scheduleShows(screenId: $s, movieId: $m, showsInput: $in, prices: $p) { id }
     }`,
    { s: screen.id, m: CITY_MOVIE.id, in: [{ date: when.date, time: [when.time] }], p: [{ category: 'CLASSIC', pricePaise: 20000 }] },
    admin.token,
  );
}

/** The titles the API lists for a city (null: every city), in its order. */
async function titlesIn(server, city) {
  const { movies } = await gql(server, 'query($f: MovieFilter) { movies(filter: $f) { title } }', { f: city ? { city } : null });
  return movies.map((m) => m.title);
}

/** The movie card titles inside `scope` (a CSS selector), in order. */
function cardTitles(page, scope) {
  return page.evaluate(
    (s) => [...document.querySelectorAll(`${s} a[href^="/movies/"] :is(h2, h3)`)].map((h) => h.textContent.trim()),
    scope,
  );
}

/**
 * Waits until the cards in `scope` read `want()` (the API's answer): the
 * default order moves whenever a show starts (the sample shows start on
 * the quarter hour), so a mismatch asks the API again before failing.
 */
async function expectCards(page, scope, want) {
  let expected = await want();
  try {
    await until(page, `the cards read ${JSON.stringify(expected)}`, ([s, w]) =>
      [...document.querySelectorAll(`${s} a[href^="/movies/"] :is(h2, h3)`)].map((h) => h.textContent.trim()).join('\n') === w.join('\n'),
    [scope, expected]);
  } catch (err) {
    const now = await want();
    if (now.join('\n') === expected.join('\n')) throw err;
    log('  the soonest-show order moved while the page loaded; expecting the API\'s answer from now');
    expected = now;
    await until(page, `the cards read ${JSON.stringify(expected)}`, ([s, w]) =>
      [...document.querySelectorAll(`${s} a[href^="/movies/"] :is(h2, h3)`)].map((h) => h.textContent.trim()).join('\n') === w.join('\n'),
    [scope, expected]);
  }
  return expected;
}

/**
 * The navbar's city picker: the one on screen (in the open menu on a phone,
 * beside the search on a desktop), or with hidden the first of them (both
 * show the one remembered city).
 */
function navbarCityPicker(page, { hidden = false } = {}) {
  const pickers = page.getByRole('banner').getByRole('combobox', { name: 'Your city', includeHidden: hidden });
  return hidden ? pickers.first() : pickers;
}

/** Picks the site-wide city in the navbar (inside the menu on a phone); '' is every city. */
async function chooseNavbarCity(page, size, city) {
  if (size === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
  const picker = navbarCityPicker(page);
  if (city) await picker.locator('option', { hasText: city }).waitFor({ state: 'attached' });
  await picker.selectOption(city);
  if (size === 'phone') await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Close menu' }).click();
}

/**
 * Waits until every finite animation and transition in the element (and
 * below) has ended; one cancelled and replaced (a re-render restyles it)
 * is waited for in its new form.
 */
async function animationsDone(locator) {
  await locator.evaluate(async (el) => {
    for (;;) {
      const running = el
        .getAnimations({ subtree: true })
        .filter((a) => a.playState !== 'finished' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await Promise.allSettled(running.map((a) => a.finished));
    }
  });
}

/**
 * Text and controls of the page (in main) that the navbar's box overlaps,
 * left or right of the screen aside (the hero's other slides); decorations
 * (images, aria-hidden) may sit under it, as the hero's picture does.
 */
function contentUnderNavbar(page) {
  return page.evaluate(() => {
    const bottom = document.querySelector('header').getBoundingClientRect().bottom;
    const under = [];
    for (const el of document.querySelectorAll('main *')) {
      const control = el.matches('a, button, input, select, textarea');
      const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
      if (!(control || text) || el.closest('[aria-hidden="true"]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2 || r.right <= 0 || r.left >= innerWidth) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (r.top < bottom && r.bottom > 0) under.push(`<${el.tagName.toLowerCase()}> "${el.textContent.trim().slice(0, 40)}" at y=${Math.round(r.top)}`);
    }
    return { bottom, under };
  });
}

/** The navbar's background opacity: the largest alpha of a layer covering its whole box. */
function navbarOpacity(page) {
  return page.evaluate(opacityOfNavbar);
}

/** In the page: see navbarOpacity. */
function opacityOfNavbar() {
  const header = document.querySelector('header');
  const h = header.getBoundingClientRect();
  const alpha = (color) => {
    if (!color || color === 'transparent') return 0;
    const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
    if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
    const rgba = /^rgba\((?:[^,]+,){3}\s*([\d.]+)\)$/.exec(color);
    return rgba ? Number(rgba[1]) : 1;
  };
  let best = 0;
  for (const el of [header, ...header.querySelectorAll('*')]) {
    const r = el.getBoundingClientRect();
    if (r.left > h.left + 1 || r.right < h.right - 1 || r.top > h.top + 1 || r.bottom < h.bottom - 1) continue;
    best = Math.max(best, alpha(getComputedStyle(el).backgroundColor));
  }
  return best;
}

/** The visible controls of the navbar and the box of a toast, to compare. */
async function toastAndNavbar(page, text) {
  const message = page.getByRole('status').filter({ hasText: text }).first();
  await message.waitFor();
  const bar = message.locator('xpath=..');
  await animationsDone(bar);
  return bar.evaluate((el) => {
    const box = (r) => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right });
    const header = document.querySelector('header');
    const controls = [...header.querySelectorAll('a, button, select, input')]
      .filter((c) => c.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((c) => ({ name: c.getAttribute('aria-label') || c.textContent.trim() || c.tagName, ...box(c.getBoundingClientRect()) }));
    return { toast: box(el.getBoundingClientRect()), header: box(header.getBoundingClientRect()), controls, scrollY: window.scrollY };
  });
}

function assertClearOfNavbar(m, where) {
  const hits = m.controls.filter((c) => c.top < m.toast.bottom && c.bottom > m.toast.top && c.left < m.toast.right && c.right > m.toast.left);
  assert(hits.length === 0, `${where}: the toast (${JSON.stringify(m.toast)}) covers ${hits.map((c) => c.name).join(', ')}`);
  assert(m.toast.top >= m.header.bottom, `${where}: the toast starts at y=${m.toast.top}, inside the navbar (to y=${m.header.bottom})`);
}

/** 'MMMM D, YYYY', as the site writes a release date. */
function releaseDate(date) {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

for (const dialect of dialects()) {
  describe(`phone and desktop site on ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, () => {
    let server;

    before(async () => {
      server = await startServer({ dialect, name: 'phone-site' });
      await cityOfItsOwn(server);
    });
    after(async () => {
      await server?.stop();
    });

    for (const [size, options] of SIZES) {
      it(`${size}: the navbar hides no content at the top and gets a background once scrolled`, async () => {
        await journey(server, `navbar-${size}`, async (j) => {
          const page = await j.newPage(size, options);
          const pages = [
            ['/', (p) => p.getByRole('region', { name: 'Now Showing' }).locator('a[href^="/movies/"]').first().waitFor()],
            ['/movies', (p) => p.locator('main a[href^="/movies/"]').nth(4).waitFor()],
            ['/releases', (p) => p.getByTestId('marquee-track').waitFor()],
            ['/movies/9100001', (p) => p.getByRole('heading', { name: 'Similar Movies' }).waitFor()],
            ['/no/such/page', (p) => p.getByRole('heading', { name: '404 Not Found' }).waitFor()],
          ];
          for (const [path, ready] of pages) {
            await j.step(`${path}: nothing of the page under the navbar at the top`, async () => {
              await page.goto(path);
              await ready(page);
              await settled(page);
              const { bottom, under } = await contentUnderNavbar(page);
              assert(under.length === 0, `under the navbar (to y=${bottom}):\n  ${under.join('\n  ')}`);
            });
          }
          await j.step('scrolled, the navbar is opaque', async () => {
            await page.goto('/movies');
            await page.locator('main a[href^="/movies/"]').nth(4).waitFor();
            const before = await navbarOpacity(page);
            await page.evaluate(() => window.scrollTo(0, 600));
            // It fades in: wait for the end of that, or time out saying how opaque it got.
            await until(page, 'the scrolled navbar is at least 85% opaque', `(${opacityOfNavbar})() >= 0.85`);
            await animationsDone(page.locator('header'));
            const opacity = await navbarOpacity(page);
            log(`  ${size}: navbar background opacity ${before} at the top, ${opacity} scrolled`);
            assert(opacity >= 0.85, `the scrolled navbar's background is ${opacity} opaque; content shows through it`);
          });
        });
      });

      it(`${size}: keyboard focus never lands under the navbar`, async () => {
        await journey(server, `focus-${size}`, async (j) => {
          const page = await j.newPage(size, options);
          await j.step('Tab to a card hidden under the navbar: it is scrolled out from under it', async () => {
            await page.goto('/movies');
            const cards = page.locator('main a[href^="/movies/"]');
            await cards.nth(4).waitFor();
            await cards.nth(3).focus();
            // The next card's top edge under the bar, as a page scrolled by hand leaves it.
            await cards.nth(4).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 30));
            await settled(page);
            await page.keyboard.press('Tab');
            const focused = await page.evaluate(() => ({
              href: document.activeElement.getAttribute('href'),
              top: document.activeElement.getBoundingClientRect().top,
              bottom: document.querySelector('header').getBoundingClientRect().bottom,
            }));
            assertEqual(focused.href, await cards.nth(4).getAttribute('href'), 'the focused card');
            assert(focused.top >= focused.bottom, `the focused card starts at y=${focused.top}, under the navbar (to y=${focused.bottom})`);
          });
        });
      });

      it(`${size}: the site-wide city narrows Home and Movies`, async () => {
        await journey(server, `city-${size}`, async (j) => {
          const page = await j.newPage(size, options);
          const nowShowing = 'section[aria-labelledby="home-now-showing"]';
          await j.step(`the API lists ${CITY_MOVIE.title} in ${CITY} alone`, async () => {
            assertEqual((await titlesIn(server, CITY)).join(', '), CITY_MOVIE.title, `${CITY}'s movies`);
            assert((await titlesIn(server, null)).includes(CITY_MOVIE.title), 'every city lists it');
            assert(!(await titlesIn(server, 'Mumbai')).includes(CITY_MOVIE.title), 'Mumbai does not');
          });
          await j.step(`Home in ${CITY}: Now Showing is that movie alone, and says which city`, async () => {
            await page.goto('/');
            await page.getByRole('region', { name: 'Now Showing' }).locator('a[href^="/movies/"]').first().waitFor();
            await chooseNavbarCity(page, size, CITY);
            await expectCards(page, nowShowing, async () => [CITY_MOVIE.title]);
            assertEqual(await page.getByRole('region', { name: 'Recommended Movies' }).count(), 0, 'Recommended sections');
            await page.getByTestId('city-scope').filter({ hasText: `Showing in ${CITY}` }).waitFor();
          });
          await j.step('Home in Mumbai: the first four of Mumbai\'s movies, not that one', async () => {
            await chooseNavbarCity(page, size, 'Mumbai');
            const shown = await expectCards(page, nowShowing, async () => (await titlesIn(server, 'Mumbai')).slice(0, 4));
            assert(!shown.includes(CITY_MOVIE.title), `${CITY_MOVIE.title} is on Mumbai's Home`);
          });
          await j.step('Movies keeps to Mumbai (remembered), and All cities lists every movie', async () => {
            await page.goto('/movies');
            await expectCards(page, 'main', () => titlesIn(server, 'Mumbai'));
            await page.getByTestId('city-scope').getByRole('button', { name: 'All cities' }).click();
            await expectCards(page, 'main', () => titlesIn(server, null));
            assertEqual(await navbarCityPicker(page, { hidden: true }).inputValue(), '', 'the navbar picker');
          });
          await j.step(`Movies in ${CITY}: that movie alone`, async () => {
            await chooseNavbarCity(page, size, CITY);
            await expectCards(page, 'main', async () => [CITY_MOVIE.title]);
          });
        });
      });

      it(`${size}: Releases writes every title and release date without hover`, async () => {
        await journey(server, `releases-${size}`, async (j) => {
          const page = await j.newPage(size, options);
          const { movies } = await gql(server, '{ movies { id title releaseDate } }');
          await j.step('each poster shows its title and release date, pointer nowhere near', async () => {
            await page.goto('/releases');
            await page.getByTestId('marquee-track').waitFor();
            await settled(page);
            const shown = await page.getByTestId('marquee-track').evaluate((track) =>
              [...track.querySelectorAll('a:not([aria-hidden="true"])')].map((a) => ({
                href: a.getAttribute('href'),
                visible: [...a.querySelectorAll('p')]
                  .filter((p) => p.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && p.getBoundingClientRect().height > 0)
                  .map((p) => p.textContent.trim()),
              })),
            );
            assertEqual(shown.length, movies.length, 'posters');
            for (const m of movies) {
              const poster = shown.find((s) => s.href === `/movies/${m.id}`);
              assert(poster, `no poster for ${m.title}`);
              assertEqual(poster.visible.join(' · '), `${m.title} · ${releaseDate(m.releaseDate)}`, `what ${m.title}'s poster shows`);
            }
          });
        });
      });

      it(`${size}: no Watch Trailer without a trailer`, async () => {
        await journey(server, `trailer-${size}`, async (j) => {
          const page = await j.newPage(size, options);
          await j.step('the sample movie has no trailer, and its page offers none', async () => {
            const { movie } = await gql(server, '{ movie(id: "9100001") { title trailerKey } }');
            assertEqual(movie.trailerKey, null, 'trailerKey');
            await page.goto('/movies/9100001');
            await page.getByRole('button', { name: 'Book Tickets', exact: true }).waitFor();
            assertEqual(await page.getByRole('button', { name: 'Watch Trailer' }).count(), 0, 'Watch Trailer buttons');
          });
        });
      });

      it(`${size}: a toast never covers the navbar, at the top or scrolled`, async () => {
        await journey(server, `toast-${size}`, async (j) => {
          const page = await j.newPage(size, options);
          await page.goto('/movies/9100001');
          await page.getByRole('button', { name: 'Book Tickets', exact: true }).waitFor();
          const heart = page.getByRole('button', { name: 'Add Monsoon Protocol to favourites' });
          await j.step('a toast (signed out, favourite) starts below the navbar and its buttons', async () => {
            await heart.click();
            await expectToast(page, 'Please sign in to add to favourites');
            const m = await toastAndNavbar(page, 'Please sign in to add to favourites');
            log(`  ${size}: toast top ${Math.round(m.toast.top)}, navbar bottom ${Math.round(m.header.bottom)} (page scrolled by ${Math.round(m.scrollY)} px)`);
            assertClearOfNavbar(m, `${size}, scrolled by ${Math.round(m.scrollY)} px`);
          });
          await j.step('and so does one raised with the page scrolled and the navbar filled in', async () => {
            await page.evaluate(() => window.scrollTo(0, 0));
            // The first toast gone (4 s, then 1 s to leave), so the one measured is the new one.
            await page.getByRole('status').filter({ hasText: 'Please sign in to add to favourites' }).waitFor({ state: 'detached', timeout: 15_000 });
            // The heart just below the bar: the page is scrolled and the heart still in view.
            await heart.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 200));
            await until(page, 'the page is scrolled', () => window.scrollY > 100);
            await animationsDone(page.locator('header'));
            await heart.click();
            const m = await toastAndNavbar(page, 'Please sign in to add to favourites');
            assert(m.scrollY > 100, `the page should still be scrolled, it is at ${m.scrollY}`);
            assertClearOfNavbar(m, `${size}, scrolled by ${Math.round(m.scrollY)} px`);
          });
        });
      });
    }

    it('phone: Now Showing starts on the first screen', async () => {
      await journey(server, 'now-showing-phone', async (j) => {
        const page = await j.newPage('phone', { viewport: PHONE, isMobile: true, hasTouch: true });
        await j.step('the first Now Showing card is in view at 390×844, with room to see it', async () => {
          await page.goto('/');
          const first = page.getByRole('region', { name: 'Now Showing' }).locator('a[href^="/movies/"]').first();
          await first.waitFor();
          await settled(page);
          const { top, height } = await first.evaluate((el) => ({ top: el.getBoundingClientRect().top, height: innerHeight }));
          log(`  the first Now Showing card starts at y=${Math.round(top)} of ${height}`);
          assert(top + 120 <= height, `the first Now Showing card starts at y=${top}: less than 120 px of it on a ${height} px screen`);
        });
      });
    });
  });
}
