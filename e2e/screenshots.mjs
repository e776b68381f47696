// `make screenshots`: starts the built server with the sample catalogue,
// makes some bookings (paid, held, pending), signs in as a user and as an
// admin, and captures every screen at desktop (1440×900) and phone (390×844)
// sizes into docs/screenshots/<screen>-desktop.png and <screen>-phone.png.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import {
  DESKTOP,
  Journey,
  PHONE,
  REPO_DIR,
  launchBrowser,
  log,
  startServer,
} from './lib/harness.mjs';
import { proceedToConfirm } from './lib/app.mjs';

const OUT_DIR = path.join(REPO_DIR, 'docs', 'screenshots');
const SIZES = { desktop: DESKTOP, phone: PHONE };
const ONLY = process.env.SCREENS ? new Set(process.env.SCREENS.split(',')) : null;

// ---------------------------------------------------------------- API set-up

async function api(server, pathname, { token, body, method = 'POST', headers = {} } = {}) {
  const res = await fetch(server.url + pathname, {
    method,
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return res;
}

async function devSignIn(server, name, admin = false) {
  const res = await api(server, '/api/dev/sign-in', { body: { name, admin } });
  const body = await res.json();
  if (!body.success) throw new Error(`dev sign-in failed: ${JSON.stringify(body)}`);
  return { token: body.token, user: { id: body.user.id, name: body.user.name ?? name, isAdmin: body.user.isAdmin } };
}

async function gql(server, token, query, variables = {}) {
  const res = await api(server, '/graphql', { token, body: { query, variables } });
  const body = await res.json();
  if (body.errors?.length) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function showOf(server, movieId, dateIndex = 1, timeIndex = 0) {
  const data = await gql(server, null, 'query($id: ID!) { movie(id: $id) { title showTimes { date times { showId } } } }', { id: movieId });
  const day = data.movie.showTimes[dateIndex] ?? data.movie.showTimes[0];
  return { movieId, title: data.movie.title, date: day.date, showId: day.times[timeIndex].showId };
}

async function book(server, session, show, seats, { pay }) {
  const data = await gql(
    server,
    session.token,
    'mutation($showId: ID!, $seats: [String!]!) { createBooking(showId: $showId, seats: $seats) { id paymentUrl } }',
    { showId: show.showId, seats },
  );
  const b = data.createBooking;
  if (pay) {
    // The test checkout's Pay form, as a browser on this origin posts it.
    const res = await api(server, `/checkout/test/${b.id}/pay`, {
      body: '',
      headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    if (res.status !== 303) throw new Error(`paying ${b.id} answered HTTP ${res.status}`);
  }
  return b;
}

// ---------------------------------------------------------------- capture

async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  // Images in view (lazy ones below the fold never load), within 5 s.
  await page.evaluate(async () => {
    await document.fonts?.ready;
    const inView = (img) => {
      const r = img.getBoundingClientRect();
      return r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
    };
    const pending = [...document.images].filter((img) => !img.complete && inView(img));
    const loaded = Promise.all(
      pending.map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
  // Let the last layout and transitions (toasts, swiper) finish.
  await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));
}

const written = [];

async function shoot(page, name, size) {
  await settle(page);
  const file = path.join(OUT_DIR, `${name}-${size}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  written.push(file);
  log(`  ${path.relative(REPO_DIR, file)}`);
}

function wanted(name) {
  return !ONLY || ONLY.has(name);
}

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const server = await startServer({ dialect: 'sqlite', name: 'screenshots' });
  const browser = await launchBrowser();
  try {
    // Data the screens show: a paid and a held booking on the seat map's show,
    // and the user's own bookings (one paid, one awaiting payment).
    const monsoon = await showOf(server, '9100001', 1, 0);
    const glasshouse = await showOf(server, '9100003', 1, 0);
    const chai = await showOf(server, '9100004', 1, 0);
    const priya = await devSignIn(server, 'Priya');
    const dev = await devSignIn(server, 'Dev');
    const asha = await devSignIn(server, 'Asha');
    const admin = await devSignIn(server, 'Admin', true);
    await book(server, priya, monsoon, ['E4', 'E5', 'E6'], { pay: true });
    await book(server, dev, monsoon, ['G7', 'G8'], { pay: false });
    await book(server, asha, glasshouse, ['C3', 'C4'], { pay: true });
    const pending = await book(server, asha, chai, ['B5'], { pay: false });
    for (const id of ['9100001', '9100003', '9100004']) {
      await gql(server, asha.token, 'mutation($id: ID!) { toggleFavourite(movieId: $id) { isFavourite } }', { id });
    }
    const checkoutPath = new URL(pending.paymentUrl).pathname;

    for (const [size, viewport] of Object.entries(SIZES)) {
      log(`${size} (${viewport.width}×${viewport.height})`);
      const j = new Journey({ browser, server, name: `screenshots-${size}` });
      const phone = size === 'phone';
      const opts = { viewport, ...(phone ? { isMobile: true, hasTouch: true } : {}) };
      try {
        // Signed out: the sign-in dialog.
        const visitor = await j.newPage('visitor', opts);
        if (wanted('sign-in')) {
          await visitor.goto('/');
          await visitor.getByRole('heading', { name: 'Now Showing', exact: true }).waitFor();
          await visitor.getByRole('button', { name: 'Login', exact: true }).click();
          await visitor.getByRole('dialog', { name: 'Development sign-in' }).getByLabel('Name').fill('Asha');
          await shoot(visitor, 'sign-in', size);
        }

        // Signed in as Asha (her stored development session).
        const page = await j.newPage('user', opts);
        await page.addInitScript((s) => localStorage.setItem('marquee.devSession', JSON.stringify(s)), asha);

        const simple = [
          ['home', '/', { name: 'Now Showing', exact: true }],
          ['movies', '/movies', { name: 'Book Your Tickets Now' }],
          ['movie-detail', `/movies/${monsoon.movieId}`, { level: 1, name: monsoon.title }],
          ['favourites', '/favourite', { name: 'Your Favourite Movies' }],
          ['releases', '/releases', { name: 'New Releases' }],
          ['my-bookings', '/my-bookings', { name: 'My Bookings', exact: true }],
          ['not-found', '/no-such-page', { name: '404 Not Found' }],
        ];
        for (const [name, url, heading] of simple) {
          if (!wanted(name)) continue;
          await page.goto(url);
          await page.getByRole('heading', heading).first().waitFor();
          if (name === 'my-bookings') await page.getByText('Paid', { exact: true }).first().waitFor();
          if (name === 'favourites' || name === 'movies' || name === 'home') {
            await page.locator('main a[href^="/movies/"]').first().waitFor();
          }
          if (name === 'movie-detail') await page.getByRole('heading', { name: 'Cast & Crew' }).waitFor();
          await shoot(page, name, size);
        }

        if (wanted('movies-city')) {
          // The navbar's city (Mumbai) narrows the list; scrolled, so the bar
          // shows its background over the cards, the city line just below it.
          await page.evaluate(() => localStorage.setItem('marquee.city', 'Mumbai'));
          await page.goto('/movies');
          const scope = page.getByTestId('city-scope');
          await scope.waitFor();
          await page.locator('main a[href^="/movies/"]').first().waitFor();
          await scope.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 110));
          await page.locator('header[data-scrolled="true"]').waitFor();
          await shoot(page, 'movies-city', size);
          await page.evaluate(() => localStorage.removeItem('marquee.city'));
        }

        if (phone && wanted('menu')) {
          await page.goto('/');
          await page.getByRole('heading', { name: 'Now Showing', exact: true }).waitFor();
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('navigation', { name: 'Main' }).waitFor();
          await shoot(page, 'menu', size);
        }

        if (wanted('booking')) {
          await page.goto(`/booking/${monsoon.movieId}`);
          await page.getByRole('heading', { name: 'Grab Tickets Now !' }).waitFor();
          await page.getByRole('group', { name: 'Show dates' }).getByRole('button').nth(1).click();
          // The date's cinemas, each with its times as links to the seat map.
          await page.getByRole('link', { name: /\d\d:\d\d [AP]M/ }).first().waitFor();
          await shoot(page, 'booking', size);
        }

        if (['seats-count', 'seats', 'seats-bar', 'confirm-booking'].some(wanted)) {
          await page.goto(`/movies/${monsoon.movieId}/${monsoon.date}?show=${monsoon.showId}`);
          await page.getByRole('heading', { name: 'Grab your seats' }).waitFor();
          await page.getByText('Live: seats update as others book').waitFor();
          // The first seat page of a tab asks "How many seats?" over the map.
          const sheet = page.getByRole('dialog', { name: 'How many seats?' });
          await sheet.waitFor();
          if (wanted('seats-count')) await shoot(page, 'seats-count', size);
          await sheet.getByRole('button', { name: '2', exact: true }).click();
          await sheet.waitFor({ state: 'detached' });
          // The server's best two seats, pre-selected, and their total in the bar.
          await page.locator('button[data-state="selected"]').nth(1).waitFor();
          await page.getByTestId('seat-total').filter({ hasText: '₹' }).waitFor();
          await page.evaluate(() => window.scrollTo(0, 0));
          if (wanted('seats')) await shoot(page, 'seats', size);
          if (wanted('seats-bar')) {
            // Further down the map the bar (the side panel on a desktop) stays on screen.
            await page.getByRole('row', { name: 'Row B' }).scrollIntoViewIfNeeded();
            await page.evaluate(() => window.scrollBy(0, 120));
            await shoot(page, 'seats-bar', size);
          }
          if (wanted('confirm-booking')) {
            // Proceed, then Skip the food step: Confirm Booking.
            await proceedToConfirm(page);
            await shoot(page, 'confirm-booking', size);
            await page.getByRole('button', { name: 'No, cancel' }).click();
          }
        }

        if (wanted('checkout-test')) {
          await page.goto(checkoutPath);
          await page.getByText('TEST MODE').waitFor();
          await shoot(page, 'checkout-test', size);
        }

        if (wanted('loading')) {
          // Hold the page's GraphQL refetch so the loading screen stays up.
          let release;
          const gate = new Promise((r) => (release = r));
          await page.route('**/graphql', async (route) => {
            await gate;
            await route.continue().catch(() => {});
          });
          await page.goto('/loading/my-bookings');
          await page.getByRole('heading', { name: 'Loading' }).waitFor({ state: 'attached' });
          await page.getByRole('status').first().waitFor();
          const file = path.join(OUT_DIR, `loading-${size}.png`);
          await page.screenshot({ path: file, animations: 'disabled' });
          written.push(file);
          log(`  ${path.relative(REPO_DIR, file)}`);
          release();
          await page.unroute('**/graphql');
        }

        // The admin area.
        const boss = await j.newPage('admin', opts);
        await boss.addInitScript((s) => localStorage.setItem('marquee.devSession', JSON.stringify(s)), admin);
        const adminScreens = [
          ['admin-dashboard', '/admin', 'Admin Dashboard'],
          ['admin-add-shows', '/admin/add-shows', 'Admin Add Shows'],
          ['admin-list-shows', '/admin/list-shows', 'Admin List Shows'],
          ['admin-list-bookings', '/admin/list-bookings', 'Admin List Bookings'],
        ];
        for (const [name, url, heading] of adminScreens) {
          if (!wanted(name)) continue;
          await boss.goto(url);
          await boss.getByRole('heading', { name: heading }).waitFor();
          if (name === 'admin-dashboard') await boss.getByTestId('dashboard-total-bookings').waitFor();
          if (name === 'admin-list-shows' || name === 'admin-list-bookings') await boss.getByRole('row').nth(1).waitFor();
          if (name === 'admin-add-shows') {
            await boss.getByRole('group', { name: 'Now playing movies' }).getByRole('button').nth(8).click();
            await boss.getByLabel('Cinema', { exact: true }).selectOption({ label: 'Marquee QuickShow (Bengaluru)' });
            await boss.getByLabel('Screen', { exact: true }).selectOption({ label: 'Screen 1 (90 seats)' });
            await boss.getByLabel('Standard price').fill('180');
            const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
            for (const t of ['18:30', '21:45']) {
              await boss.getByLabel('Select Date and Time').fill(`${tomorrow}T${t}`);
              await boss.getByRole('button', { name: 'Add Time' }).click();
            }
            await boss.getByRole('heading', { name: 'Selected Show Times' }).waitFor();
          }
          await shoot(boss, name, size);
        }
      } finally {
        await j.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  // Smaller files when pngquant is installed (optional).
  const quant = spawnSync('pngquant', ['--version'], { encoding: 'utf8' });
  if (quant.status === 0) {
    spawnSync('pngquant', ['--force', '--skip-if-larger', '--ext', '.png', '--quality', '70-95', ...written]);
  }
  const total = written.reduce((sum, f) => sum + fs.statSync(f).size, 0);
  log(`${written.length} screenshots in ${path.relative(REPO_DIR, OUT_DIR)}/ (${(total / 1024 / 1024).toFixed(1)} MiB)`);
}

// Never hang a make run: the whole capture takes well under a minute.
setTimeout(() => {
  console.error('screenshots: gave up after 5 minutes');
  process.exit(1);
}, 5 * 60_000).unref();

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
