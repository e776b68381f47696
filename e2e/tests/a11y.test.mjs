// Accessibility: axe-core (from node_modules, injected into each page) on
// every screen of the site at desktop (1440×900) and phone (390×844) sizes,
// signed out, signed in and as an admin. A serious or critical violation
// fails the journey, and every one found is listed. SQLite only: what is
// checked is the rendered page, the same on both databases.
import { after, before, describe, it } from 'node:test';
import {
  DESKTOP,
  Journey,
  PHONE,
  assert,
  ensureBinary,
  launchBrowser,
  log,
  startServer,
} from '../lib/harness.mjs';
import { axeViolations, describeViolations, settled, siteFixture, sitePages, startSignedIn } from '../lib/site.mjs';

/** Seats are tapped with a finger on a phone: at least this big. */
const MIN_SEAT_PX = 32;

let browser;
let server;

before(async () => {
  await ensureBinary();
  browser = await launchBrowser();
  server = await startServer({ dialect: 'sqlite', name: 'a11y' });
});

after(async () => {
  await server?.stop();
  await browser?.close();
});

const SIZES = [
  { label: 'desktop', viewport: DESKTOP, options: {} },
  { label: 'phone', viewport: PHONE, options: { isMobile: true, hasTouch: true } },
];

describe('accessibility (axe-core) on SQLite', () => {
  for (const size of SIZES) {
    it(`every page has no serious or critical axe violation at ${size.viewport.width}×${size.viewport.height}`, async () => {
      const j = new Journey({ browser, server, name: `a11y ${size.label}` });
      const found = [];
      try {
        const fx = await j.step('set up a user with bookings and an admin', () => siteFixture(server, `a11y-${size.label}`, size.label === 'phone' ? 'B' : 'A'));
        // The checkout page forbids scripts by CSP; axe is injected anyway.
        const pageFor = {};
        for (const who of ['visitor', 'user', 'admin']) {
          pageFor[who] = await j.newPage(who, { viewport: size.viewport, bypassCSP: true, ...size.options });
          if (who !== 'visitor') await startSignedIn(pageFor[who].context(), fx[who]);
        }
        const scan = async (page, where) => {
          await settled(page);
          const violations = await axeViolations(page);
          if (violations.length > 0) found.push(describeViolations(where, violations));
          return violations;
        };
        for (const p of sitePages(fx)) {
          await j.step(`${p.name} (${p.path})`, async () => {
            const page = pageFor[p.as];
            await page.goto(p.path);
            await p.ready(page);
            await scan(page, `${size.label} ${p.name}`);
            if (p.then) {
              const what = await p.then(page);
              await scan(page, `${size.label} ${p.name}: ${what}`);
            }
          });
        }
        if (size.label === 'phone') {
          await j.step('the phone menu overlay', async () => {
            const page = pageFor.user;
            await page.goto('/movies');
            await page.getByRole('heading', { name: 'Book Your Tickets Now' }).waitFor();
            await page.getByRole('button', { name: 'Open menu' }).click();
            await page.getByRole('navigation', { name: 'Main' }).waitFor();
            await scan(page, 'phone menu overlay');
          });
          await j.step(`seats are at least ${MIN_SEAT_PX} px on a phone`, async () => {
            const page = pageFor.user;
            await page.goto(`/movies/${fx.show.movie.id}/${fx.show.localDate}?show=${fx.show.id}`);
            await page.locator('button[data-state]').first().waitFor();
            const sizes = await page.locator('button[data-state]').evaluateAll((els) =>
              els.map((el) => {
                const r = el.getBoundingClientRect();
                return { w: r.width, h: r.height, label: el.getAttribute('aria-label') };
              }),
            );
            const small = sizes.filter((s) => s.w < MIN_SEAT_PX || s.h < MIN_SEAT_PX);
            assert(sizes.length >= 90, `the seat map should draw seats, it draws ${sizes.length}`);
            assert(small.length === 0, `seats smaller than ${MIN_SEAT_PX} px: ${JSON.stringify(small.slice(0, 5))}`);
          });
        }
        await j.step('no serious or critical violations anywhere', async () => {
          if (found.length > 0) log(`axe violations:\n${found.join('\n')}`);
          assert(found.length === 0, `axe found serious or critical violations:\n${found.join('\n')}`);
        });
      } finally {
        await j.close();
      }
    });
  }
});
