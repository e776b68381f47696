// The box office (issue 27, acceptance) in real Chromium against the real
// binary, once per database: a box-office user opens a till with a float and
// sells two seats for cash at the counter, one sale each, while a customer's
// browser on the same show sees them taken live (no reload); the first
// ticket's print view (print media emulated) is the 80 mm roll with the
// reference, the QR, the seat and the price lines, saved as a screenshot; the
// second sale is refunded at the counter (its seat frees up live); the till
// is closed with ₹50 less cash than expected and says so. Then an admin opens
// /admin/reports for the show's day and cinema: the revenue chart and the
// heat map are drawn, the sales-by-channel CSV has the page's figures and the
// counter's one remaining sale; and the week's settlement and its CSV agree.
//
// The show is a sample show over an hour away (clearOfNow), so it cannot
// start during the journey; every wait is for something the page shows.
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ARTIFACTS_DIR, assert, assertEqual, browserJourneys, dialects, log, NAV_MS, startServer, until } from '../lib/harness.mjs';
import { clearOfNow, devSignIn, gql, startSignedIn } from '../lib/site.mjs';
import { dismissSeatCount, formatRupees, seat, waitForSeatState } from '../lib/app.mjs';

const journey = browserJourneys();

const FLOAT_RUPEES = 2000;
const SHORT_RUPEES = 50;
const DISTRIBUTOR = 'Journey Films';
const STEPS = [50, 42.5, 37.5, 30];
/** 80 mm at CSS's 96 px to the inch. */
const ROLL_PX = (80 / 25.4) * 96;

const paise = (n) => formatRupees(n / 100);

/** RFC 4180: rows of cells, quotes doubled inside quoted cells. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(cell), (cell = '');
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell), rows.push(row), (row = []), (cell = '');
    } else cell += ch;
  }
  if (cell || row.length) row.push(cell), rows.push(row);
  const [head, ...body] = rows;
  return body.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i]])));
}

/** Clicks a CSV button and returns the downloaded file's rows. */
async function downloadCsv(page, label) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: NAV_MS }), page.getByRole('button', { name: label }).click()]);
  return parseCsv(fs.readFileSync(await download.path(), 'utf8'));
}

/** A table's body rows as arrays of their cells' text (row header first). */
async function tableRows(table) {
  return table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.innerText.trim())));
}

/** The Friday a release week (Friday to Thursday) containing the date starts. */
function fridayOf(date) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 2) % 7));
  return d.toISOString().slice(0, 10);
}

const TICKET = `query ($r: String!) { ticket(reference: $r) {
  status channel paymentMethod seats soldBy { name } priceBreakdown { ticketsPaise feePaise taxPaise totalPaise } } }`;

const SALES = `query ($from: String!, $to: String!, $c: ID) {
  salesReport(from: $from, to: $to, cinemaId: $c, groupBy: CHANNEL) { key label tickets grossPaise taxPaise netPaise } }`;

for (const dialect of dialects()) {
  describe(`the box office on ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, () => {
    let server;
    before(async () => {
      server = await startServer({ dialect, name: 'box-office' });
    });
    after(async () => {
      await server?.stop();
    });

    it('till → two cash sales seen live by a customer → printed ticket → a refund → cash-up with a difference → reports, CSV, settlement', async () => {
      await journey(server, 'box-office', async (j) => {
        const counter = await j.newPage('counter');
        const customer = await j.newPage('customer');
        const clerk = await devSignIn(server, 'Kiran Counter', { boxOffice: true, id: `counter-${dialect}` });
        const admin = await devSignIn(server, 'Asha Admin', { admin: true, id: `admin-${dialect}` });
        let show;
        let seats;
        const sales = [];

        await j.step('pick a show over an hour away; its film has a stepped hire agreement at the cinema', async () => {
          const { shows } = await gql(server, '{ shows { id startsAt localDate localTime movie { id title } cinema { id name } screen { id name } } }');
          show = clearOfNow(shows)[0];
          await gql(
            server,
            'mutation ($m: ID!, $c: ID!, $d: String!, $p: [Float!]!) { setFilmHire(movieId: $m, cinemaId: $c, distributor: $d, weeklyPercent: $p) }',
            { m: show.movie.id, c: show.cinema.id, d: DISTRIBUTOR, p: STEPS },
            admin.token,
          );
          log(`  ${dialect}: ${show.movie.title} at ${show.cinema.name} ${show.screen.name}, ${show.localDate} ${show.localTime}`);
        });

        await j.step("the customer opens the show's seat map; two free seats are chosen from it", async () => {
          const cara = await devSignIn(server, 'Cara Customer', { id: `cara-${dialect}` });
          await startSignedIn(customer.context(), { token: cara.token, user: { id: cara.user.id, name: cara.user.name } });
          await customer.goto(`/movies/${show.movie.id}/${show.localDate}?show=${show.id}`);
          await customer.getByText('Live: seats update as others book').waitFor({ timeout: NAV_MS });
          await dismissSeatCount(customer);
          const free = await customer.locator('button[data-seat][data-state="free"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-seat')));
          assert(free.length >= 2, `two free seats: ${free.length}`);
          seats = [free[Math.floor(free.length / 2)], free[Math.floor(free.length / 2) + 1]];
          await customer.evaluate(() => (window.__sameDocument = true));
        });

        await j.step(`the box-office user opens a till with a ₹${FLOAT_RUPEES} float`, async () => {
          await startSignedIn(counter.context(), { token: clerk.token, user: { id: clerk.user.id, name: clerk.user.name } });
          await counter.goto('/box-office');
          await counter.getByRole('heading', { name: 'Box office', exact: true }).waitFor({ timeout: NAV_MS });
          const form = counter.getByRole('form', { name: 'Open a till' });
          await form.getByLabel('Float (₹)').fill(String(FLOAT_RUPEES));
          await form.getByRole('button', { name: 'Open till' }).click();
          await counter.getByRole('region', { name: 'Till', exact: true }).getByText(`with a float of ${formatRupees(FLOAT_RUPEES)}`).waitFor();
        });

        const sell = async (label) => {
          const form = counter.getByRole('form', { name: 'Sell at the counter' });
          await form.locator(`option[value="${show.id}"]`).waitFor({ state: 'attached', timeout: NAV_MS });
          await form.getByLabel('Show').selectOption(show.id);
          // The sale goes to the chosen show with the seat's label, whichever map is drawn.
          assertEqual(await form.getByLabel('Show').inputValue(), show.id, 'the chosen show');
          await seat(form, label).waitFor({ timeout: NAV_MS });
          await seat(form, label).click();
          await form.locator(`button[data-seat="${label}"][aria-pressed="true"]`).waitFor();
          await form.getByTestId('counter-seats').filter({ hasText: `Seats: ${label}` }).waitFor();
          assert(await form.getByRole('radio', { name: 'Cash' }).isChecked(), 'cash is the default method');
          await form.getByRole('button', { name: /^Sell 1 seat/ }).click();
          const ticket = counter.locator('section[aria-label^="Ticket "]');
          await ticket.waitFor({ timeout: NAV_MS });
          const reference = (await ticket.getAttribute('aria-label')).slice('Ticket '.length);
          const { ticket: booking } = await gql(server, TICKET, { r: reference }, admin.token);
          assertEqual(`${booking.status} ${booking.channel} ${booking.paymentMethod}`, 'PAID COUNTER CASH', `sale ${reference}`);
          assertEqual(booking.soldBy?.name, clerk.user.name, 'sold by the clerk');
          sales.push({ reference, seat: label, ...booking.priceBreakdown });
          return sales[sales.length - 1];
        };

        await j.step('sell the first seat for cash; the customer sees it taken without reloading', async () => {
          await sell(seats[0]);
          await waitForSeatState(customer, seats[0], 'sold', NAV_MS);
        });

        await j.step('the print view is the 80 mm roll: reference, QR, seat and price lines (screenshot)', async () => {
          const [sale] = sales;
          const ticket = counter.getByTestId('counter-ticket');
          await counter.emulateMedia({ media: 'print' });
          try {
            const qr = ticket.getByRole('img', { name: `QR code of ticket ${sale.reference}` });
            await until(counter, 'the QR image is decoded', (el) => el.complete && el.naturalWidth > 0, await qr.elementHandle());
            const file = path.join(ARTIFACTS_DIR, `${j.prefix}-print-view.png`);
            fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
            await counter.screenshot({ path: file, fullPage: true });
            log(`  ${dialect}: print view: ${path.relative(process.cwd(), file)}`);
            const box = await ticket.boundingBox();
            assert(Math.abs(box.width - ROLL_PX) < 2, `the ticket is 80 mm (${ROLL_PX.toFixed(1)} px) wide: ${box.width}`);
            for (const hidden of [counter.getByRole('heading', { name: 'Box office', exact: true }), counter.getByRole('button', { name: 'Print ticket' }), counter.getByRole('region', { name: 'Till', exact: true })]) {
              assert(!(await hidden.isVisible()), `only the ticket prints, not ${hidden}`);
            }
            const text = (await ticket.innerText()).replace(/\s+/g, ' ');
            for (const want of [
              sale.reference,
              show.movie.title,
              `Seat ${sale.seat} (`,
              `Tickets ${paise(sale.ticketsPaise)}`,
              `Booking fee ${paise(sale.feePaise)}`,
              `GST ${paise(sale.taxPaise)}`,
              `Total (CASH) ${paise(sale.totalPaise)}`,
            ]) {
              assert(text.includes(want), `the printed ticket says "${want}": ${text}`);
            }
          } finally {
            await counter.emulateMedia({ media: 'screen' });
          }
          await counter.evaluate(() => (window.print = () => (window.__printed = (window.__printed ?? 0) + 1)));
          await counter.getByRole('button', { name: 'Print ticket' }).click();
          await until(counter, 'Print ticket opened the print dialog', () => window.__printed === 1);
          await counter.getByRole('button', { name: 'Next sale' }).click();
        });

        await j.step('sell the second seat for cash; the customer sees it taken too, still on the same page', async () => {
          await sell(seats[1]);
          await waitForSeatState(customer, seats[1], 'sold', NAV_MS);
          await waitForSeatState(customer, seats[0], 'sold');
          assert(await customer.evaluate(() => window.__sameDocument === true), 'the customer never reloaded');
          await counter.getByRole('button', { name: 'Next sale' }).click();
        });

        await j.step('refund the second sale at the counter; its seat is free again for the customer', async () => {
          const sale = sales[1];
          counter.once('dialog', (d) => void d.accept());
          const list = counter.getByRole('region', { name: 'Sales this session' });
          await list.getByRole('button', { name: `Refund ${sale.reference}` }).click();
          await list.getByRole('listitem').filter({ hasText: sale.reference }).getByText('Refunded', { exact: true }).waitFor({ timeout: NAV_MS });
          const { ticket } = await gql(server, TICKET, { r: sale.reference }, admin.token);
          assertEqual(ticket.status, 'REFUNDED', 'the refunded sale');
          await waitForSeatState(customer, sale.seat, 'free', NAV_MS);
          await waitForSeatState(customer, sales[0].seat, 'sold');
        });

        await j.step(`close the till with ₹${SHORT_RUPEES} less cash than expected: the difference is shown`, async () => {
          const expected = FLOAT_RUPEES * 100 + sales[0].totalPaise;
          const cash = counter.getByTestId('till-CASH');
          await cash.getByRole('cell').first().filter({ hasText: paise(expected) }).waitFor({ timeout: NAV_MS });
          const form = counter.getByRole('form', { name: 'Close the till' });
          await form.getByLabel('Counted Cash (₹)').fill(String((expected - SHORT_RUPEES * 100) / 100));
          await form.getByRole('button', { name: 'Close till' }).click();
          await counter.getByTestId('till-difference').filter({ hasText: `Short by ${formatRupees(SHORT_RUPEES)}` }).waitFor({ timeout: NAV_MS });
          const cells = await cash.getByRole('cell').allInnerTexts();
          assertEqual(cells.join(' | '), [paise(expected), paise(expected - SHORT_RUPEES * 100), `-${formatRupees(SHORT_RUPEES)}`].join(' | '), 'cash: expected | counted | difference');
          await counter.getByText('This till is closed and read-only.').waitFor();
          assert(!(await counter.getByRole('form', { name: 'Sell at the counter' }).isVisible()), 'a closed till sells nothing');
        });

        const desk = await j.newPage('admin');
        await j.step("an admin opens the reports for the show's day and cinema: the revenue chart and the heat map", async () => {
          await startSignedIn(desk.context(), { token: admin.token, user: { id: admin.user.id, name: admin.user.name, isAdmin: true } });
          await desk.goto('/admin/reports');
          const range = desk.getByRole('form', { name: 'Report range' });
          await range.getByLabel('Cinema').locator(`option[value="${show.cinema.id}"]`).waitFor({ state: 'attached', timeout: NAV_MS });
          await range.getByLabel('Cinema').selectOption(show.cinema.id);
          await range.getByLabel('To').fill(show.localDate);
          await range.getByLabel('From').fill(show.localDate);
          await range.getByLabel('To').fill(show.localDate);
          // The tables redraw as each filter lands: wait for the final range's rows, as the API gives them.
          const { salesReport } = await gql(server, SALES, { from: show.localDate, to: show.localDate, c: show.cinema.id }, admin.token);
          const want = salesReport.map((r) => [r.label, r.tickets, paise(r.grossPaise), paise(r.taxPaise), paise(r.netPaise)].join(' | ')).join('\n');
          assert(salesReport.some((r) => r.key === 'COUNTER'), `the API has a counter row: ${JSON.stringify(salesReport)}`);
          await until(
            desk,
            `the channel table shows the range's rows:\n${want}`,
            (w) => {
              const rows = document.querySelectorAll('section[aria-label="Sales by channel"] tbody tr');
              return [...rows].map((tr) => [...tr.cells].map((c) => c.innerText.trim()).join(' | ')).join('\n') === w;
            },
            want,
            { timeout: NAV_MS },
          );
          const chart = desk.getByRole('img', { name: /^Revenue per day\./ });
          await chart.waitFor();
          assertEqual(await chart.evaluate((el) => el.tagName.toLowerCase()), 'svg', 'the revenue chart is SVG');
          assert((await chart.locator('[data-testid="revenue-bar"]').count()) >= 1, 'the chart has a bar for the day');
          const heat = desk.getByRole('region', { name: 'Occupancy heat map' });
          const grid = heat.getByRole('table', { name: `Occupancy of ${show.cinema.name} · ${show.screen.name}` });
          await grid.waitFor();
          assert((await grid.locator('td', { hasText: '%' }).count()) >= 1, 'the heat map shades the show hour');
        });

        await j.step('the sales-by-channel CSV has the figures on the page, and the counter row is the one sale kept', async () => {
          const channel = desk.getByRole('region', { name: 'Sales by channel' });
          const shown = await tableRows(channel.getByRole('table'));
          const csv = await downloadCsv(desk, 'Download CSV of sales by channel');
          assertEqual(
            csv.map((r) => [r.label, r.tickets, paise(+r.grossPaise), paise(+r.taxPaise), paise(+r.netPaise)].join(' | ')).join('\n'),
            shown.map((r) => r.join(' | ')).join('\n'),
            'the CSV rows are the table rows',
          );
          const counterRow = csv.find((r) => r.key === 'COUNTER');
          assertEqual(`${counterRow?.bookings} ${counterRow?.tickets} ${counterRow?.grossPaise}`, `1 1 ${sales[0].totalPaise}`, 'counter: one booking, one ticket, its total');
        });

        await j.step("the week's settlement: the film's row and its CSV agree, the share is the agreement's", async () => {
          await desk.goto('/admin/settlement');
          await desk.getByLabel('Cinema').locator(`option[value="${show.cinema.id}"]`).waitFor({ state: 'attached', timeout: NAV_MS });
          await desk.getByLabel('Cinema').selectOption(show.cinema.id);
          await desk.getByLabel('Week from (Friday)').fill(show.localDate);
          const section = desk.getByRole('region', { name: `Settlement for ${DISTRIBUTOR}` });
          await section.getByRole('heading', { name: `${DISTRIBUTOR} · ${show.cinema.name} · week from ${fridayOf(show.localDate)}` }).waitFor({ timeout: NAV_MS });
          const shown = await tableRows(section.getByRole('table'));
          const csv = (await downloadCsv(desk, 'Download CSV of the settlement')).filter((r) => r.distributor === DISTRIBUTOR);
          assertEqual(
            csv.map((r) => [r.movie, r.week, r.tickets, paise(+r.grossPaise), paise(+r.taxPaise), paise(+r.netPaise), `${+r.sharePercent}%`, paise(+r.duePaise)].join(' | ')).join('\n'),
            shown.map((r) => r.join(' | ')).join('\n'),
            'the settlement CSV rows are the table rows',
          );
          const film = csv.find((r) => r.movieId === show.movie.id);
          assert(film && +film.tickets >= 1, `the film sold at least the counter's ticket: ${JSON.stringify(film)}`);
          assertEqual(+film.sharePercent, STEPS[Math.min(+film.week, STEPS.length) - 1], `week ${film.week}'s share`);
          assert(Math.abs(+film.duePaise - (+film.netPaise * +film.sharePercent) / 100) <= 1, `due is the share of net: ${JSON.stringify(film)}`);
          const total = csv.reduce((n, r) => n + +r.duePaise, 0);
          assertEqual((await desk.getByTestId(`due-${DISTRIBUTOR}`).innerText()).trim(), paise(total), 'the total due');
        });
      });
    });
  });
}
