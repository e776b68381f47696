import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, startServer } from './lib/harness.mjs';
import { clearOfNow, gql } from './lib/site.mjs';
const server = await startServer({ dialect: 'sqlite', name: 'probe' });
const variants = process.argv.slice(2);
try {
  const { shows } = await gql(server, '{ shows { id startsAt localDate movie { id } cinema { name } screen { capacity } } }');
  const show = clearOfNow(shows).find((s) => s.cinema.name === 'Marquee Grand' && s.screen.capacity === 264);
  const b = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  for (const v of variants) {
    const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    await page.route('**/assets/*.css', async (route) => {
      const res = await route.fetch();
      let css = await res.text();
      if (v === 'noprops') css = css.replace(/@property[^{]*\{[^}]*\}/g, '');
      if (v === 'nolayerprops') css = css.replace(/@layer properties\{.*?\}\}\}/s, '');
      if (v === 'nohover') css = css.replace(/@media \(hover:hover\)\{/g, '@media (hover:none) and (min-width:99999px){');
      await route.fulfill({ response: res, body: css, headers: { ...res.headers(), 'content-encoding': '' } });
    });
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
    await page.goto(`${server.url}/movies/${show.movie.id}/${show.localDate}?show=${show.id}`);
    await page.waitForSelector('[role=grid] button[data-seat]');
    await page.waitForTimeout(1500);
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await done;
    const ult = events.filter((e) => e.name === 'UpdateLayoutTree' && e.dur > 5000).map((e) => `${(e.dur / 1000).toFixed(0)}ms/${e.args?.elementCount}`);
    const lay = events.filter((e) => e.name === 'Layout' && e.dur > 5000).map((e) => `${(e.dur / 1000).toFixed(0)}ms`);
    console.log(v, 'style:', ult.join(' '), '| layout:', lay.join(' '));
    await ctx.close();
  }
  await b.close();
} finally { await server.stop(); }
