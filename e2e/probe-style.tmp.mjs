import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, startServer } from './lib/harness.mjs';
import { clearOfNow, gql } from './lib/site.mjs';
const server = await startServer({ dialect: 'sqlite', name: 'probe' });
try {
  const { shows } = await gql(server, '{ shows { id startsAt localDate movie { id } cinema { name } screen { capacity } } }');
  const show = clearOfNow(shows).find((s) => s.cinema.name === 'Marquee Grand' && s.screen.capacity === 264);
  const b = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const page = await b.newPage({ viewport: { width: 412, height: 823 } });
  await page.goto(`${server.url}/movies/${show.movie.id}/${show.localDate}?show=${show.id}`);
  await page.waitForSelector('[role=grid] button[data-seat]');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const variants = process.argv.slice(2);
  for (const v of ['base', ...variants]) {
    const r = await page.evaluate((v) => {
      const grid = document.querySelector('[role=grid]');
      const times = [];
      for (let i = 0; i < 5; i++) {
        const c = grid.cloneNode(true);
        if (v === 'notransition') c.querySelectorAll('.transition').forEach((e) => e.classList.remove('transition'));
        if (v === 'noclass') c.querySelectorAll('button, span').forEach((e) => e.removeAttribute('class'));
        if (v === 'nofocusvisible') c.querySelectorAll('button').forEach((e) => e.className = e.className.replace(/focus-visible:\S+/g, ''));
        if (v === 'nospan') c.querySelectorAll('button > span').forEach((e) => e.remove());
        if (v === 'noaria') c.querySelectorAll('button').forEach((e) => { e.removeAttribute('aria-label'); e.removeAttribute('aria-pressed'); });
        const parent = grid.parentNode;
        const t0 = performance.now();
        parent.replaceChild(c, parent.firstElementChild === grid ? grid : parent.querySelector('[role=grid]'));
        getComputedStyle(c.lastElementChild.lastElementChild).color;
        const t1 = performance.now();
        c.offsetHeight;
        const t2 = performance.now();
        times.push([t1 - t0, t2 - t1]);
        parent.replaceChild(grid, c);
        grid.offsetHeight;
      }
      times.sort((a, b) => a[0] - b[0]);
      return { style: times[2][0].toFixed(1), layout: times[2][1].toFixed(1), elements: grid.querySelectorAll('*').length };
    }, v);
    console.log(v, JSON.stringify(r));
  }
  await b.close();
} finally { await server.stop(); }
