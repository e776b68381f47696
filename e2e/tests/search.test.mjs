// Finding a movie, in real Chromium against the real binary, once per
// database: the navbar search as you type (keyboard and touch), booking
// from the movie it finds, and /movies filtered from a shared link, with
// back and forward.
import { after, before, describe, it } from 'node:test';
import {
  assert,
  assertEqual,
  browserJourneys,
  dialects,
  log,
  PHONE,
  startServer,
  until,
} from '../lib/harness.mjs';
import {
  bookTickets,
  chooseDate,
  chooseTime,
  confirmAndReachCheckout,
  expectSignedIn,
  navbarSearch,
  openConfirmDialog,
  readTestCheckout,
  searchAndOpen,
  selectSeats,
  signIn,
} from '../lib/app.mjs';

const journey = browserJourneys();

/** Asks the server's GraphQL API directly: what a page must show. */
async function graphql(server, query, variables = {}) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  assert(res.ok && !body.errors, `GraphQL ${query}: ${res.status} ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Waits until the movie cards of the page show exactly `titles`, in order. */
async function expectCards(page, titles) {
  await until(
    page,
    `the movie cards read ${JSON.stringify(titles)}`,
    (want) =>
      [...document.querySelectorAll('main a[href^="/movies/"] :is(h2, h3)')].map((h) => h.textContent.trim()).join('\n') ===
      want.join('\n'),
    titles,
  );
}

/**
 * Like expectCards, for a list in the default order (soonest show first),
 * which moves whenever a show starts: the sample shows start on the
 * quarter hour. `before` is the API's answer from before the page asked;
 * when the page shows something else, a show may have started in between,
 * and the page must then show the API's answer from now.
 */
async function expectCardsAsOf(page, before, fetchTitles) {
  try {
    await expectCards(page, before);
  } catch (err) {
    const now = await fetchTitles();
    if (now.join('\n') === before.join('\n')) throw err;
    log(`  the soonest-show order moved while the page loaded; expecting the API's answer from now`);
    await expectCards(page, now);
  }
}

const FILTERED = { genre: 'Action', language: 'hi' };

for (const dialect of dialects()) {
  describe(`search journeys on ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, () => {
    let server;

    before(async () => {
      server = await startServer({ dialect, name: 'search' });
    });
    after(async () => {
      await server?.stop();
    });

    it('user: types part of a title in the navbar → picks it with the keyboard → books seats to the test checkout', async () => {
      await journey(server, 'search-and-book', async (j) => {
        const page = await j.newPage('user');
        const title = 'Monsoon Protocol';
        const seats = ['C3', 'C4'];
        await j.step('sign in', async () => {
          await page.goto('/');
          await signIn(page, 'Meera');
          await expectSignedIn(page, 'Meera');
        });
        await j.step('type "monsoon p" and pick the result with the arrow keys and Enter', () =>
          searchAndOpen(page, 'monsoon p', title),
        );
        await j.step('the box is empty and closed again', async () => {
          const box = await navbarSearch(page);
          assertEqual(await box.inputValue(), '', 'search text after opening a movie');
          assertEqual(await box.getAttribute('aria-expanded'), 'false', 'aria-expanded after opening a movie');
        });
        await j.step('book two seats from that movie page', async () => {
          await bookTickets(page);
          // Tomorrow: today's soonest show may start while the test books it.
          await chooseDate(page, 1);
          await chooseTime(page, 0);
          await selectSeats(page, seats);
          const yes = await openConfirmDialog(page, seats);
          await confirmAndReachCheckout(page, yes);
        });
        await j.step('the test checkout is for that movie and those seats', async () => {
          const checkout = await readTestCheckout(page);
          assertEqual(checkout.Movie, title, 'checkout movie');
          assertEqual(checkout.Seats, seats.join(', '), 'checkout seats');
        });
      });
    });

    it('visitor on a phone: searches a cast member → taps the movie; "See all results" lists every match', async () => {
      await journey(server, 'search-phone', async (j) => {
        const page = await j.newPage('phone', { viewport: PHONE, isMobile: true, hasTouch: true });
        const { movie } = await graphql(server, `{ movie(id: "9100002") { title casts { name } } }`);
        const surname = movie.casts[0].name.split(' ').pop();
        const typed = surname.slice(0, 4).toLowerCase();
        await j.step('open the search behind the search button', async () => {
          await page.goto('/');
          const box = await navbarSearch(page);
          assert(await box.isVisible(), 'the search box shows after tapping Search movies');
        });
        await j.step(`type "${typed}" (from ${movie.casts[0].name}) and tap ${movie.title}`, async () => {
          const box = await navbarSearch(page);
          await box.fill(typed);
          await page.getByRole('option', { name: new RegExp(`^${movie.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).tap();
          await page.waitForURL(/\/movies\/9100002$/);
          await page.getByRole('heading', { level: 1, name: movie.title, exact: true }).waitFor();
        });
        await j.step('"See all results" opens /movies?q=… with every match', async () => {
          const matches = async () =>
            (await graphql(server, 'query($q: String) { movies(filter: { search: $q }) { title } }', { q: typed })).movies.map((m) => m.title);
          const before = await matches();
          assert(before.includes(movie.title), `the API finds ${movie.title} for "${typed}"`);
          const box = await navbarSearch(page);
          await box.fill(typed);
          await page.getByRole('option', { name: `See all results for “${typed}”` }).tap();
          await page.waitForURL((u) => u.pathname === '/movies' && u.searchParams.get('q') === typed);
          await page.getByRole('heading', { name: `Results for “${typed}”` }).waitFor();
          await expectCardsAsOf(page, before, matches);
          assertEqual(await page.getByRole('searchbox', { name: 'Search' }).inputValue(), typed, 'the page search field');
        });
      });
    });

    it('visitor: a shared /movies link with filters shows the filtered list; choices go to the URL and back undoes them', async () => {
      await journey(server, 'filtered-link', async (j) => {
        const page = await j.newPage('visitor');
        const query = 'query($f: MovieFilter, $s: MovieSort) { movies(filter: $f, sort: $s) { title } }';
        const titles = async (f, s) => (await graphql(server, query, { f, s })).movies.map((m) => m.title);
        const byRating = await titles(FILTERED, 'RATING');
        const everything = await titles(null, null);
        assert(byRating.length > 0 && byRating.length < everything.length, `the filter should narrow the list: ${byRating.length} of ${everything.length}`);
        await j.step('load /movies?genre=Action&language=hi&sort=RATING directly', async () => {
          await page.goto('/movies?genre=Action&language=hi&sort=RATING');
          await expectCards(page, byRating);
          assertEqual(await page.getByLabel('Genre').inputValue(), 'Action', 'genre select');
          assertEqual(await page.getByLabel('Language').inputValue(), 'hi', 'language select');
          assertEqual(await page.getByLabel('Sort by').inputValue(), 'RATING', 'sort select');
        });
        const newest = await titles(FILTERED, 'NEWEST');
        await j.step('choose Newest: the URL and the list follow', async () => {
          await page.getByLabel('Sort by').selectOption('NEWEST');
          await page.waitForURL((u) => u.searchParams.get('sort') === 'NEWEST' && u.searchParams.get('genre') === 'Action');
          await expectCards(page, newest);
        });
        await j.step('back restores the shared link; forward comes back', async () => {
          await page.goBack();
          await page.waitForURL((u) => u.searchParams.get('sort') === 'RATING');
          await expectCards(page, byRating);
          assertEqual(await page.getByLabel('Sort by').inputValue(), 'RATING', 'sort select after back');
          await page.goForward();
          await page.waitForURL((u) => u.searchParams.get('sort') === 'NEWEST');
          await expectCards(page, newest);
        });
        await j.step('Clear filters lists everything', async () => {
          await page.getByRole('button', { name: 'Clear filters' }).click();
          await page.waitForURL((u) => u.pathname === '/movies' && u.search === '');
          await expectCardsAsOf(page, everything, () => titles(null, null));
        });
      });
    });
  });
}
