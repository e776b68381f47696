// Food, drink and a promo code in the checkout (issue 26, acceptance), on a
// 390×844 touch phone against the real binary, once per database: a show
// today (THEATRE_TZ where it is about midday, as tickets.test.mjs does, so the
// door admits it) → "How many seats?" 2 → Proceed → the food step: a combo
// and a drink, the bar's total exactly Query.quote's → Continue → a wrong
// code is refused, MARQUEE50 (the sample's code: ₹50 off two or more
// tickets) is taken → the breakdown is the quote's, line by line → pay on the
// test checkout (charged the total shown) → My Bookings, the ticket and the
// confirmation e-mail list the food → staff admit the ticket and see
// "collect: …", mark it collected → List Bookings says Collected.
import { after, before, describe, it } from 'node:test';
import { assert, assertEqual, browserJourneys, dialects, log, NAV_MS, PHONE, startServer, WAIT_MS } from '../lib/harness.mjs';
import { devSignIn, gql } from '../lib/site.mjs';
import {
  answerSeatCount,
  bookingCard,
  confirmAndReachCheckout,
  expectSignedIn,
  foodStep,
  formatRupees,
  payTestCheckout,
  readTestCheckout,
  rupees,
  signIn,
  theatreTime,
} from '../lib/app.mjs';

const journey = browserJourneys();

const COMBO = 'Popcorn + Cola combo';
const DRINK = 'Cola';
const CODE = 'MARQUEE50';

/** An IANA fixed-offset zone where the wall clock now reads about 12:00 (Etc/GMT-N is UTC+N). */
function middayZone(now = new Date()) {
  const offset = 12 - now.getUTCHours();
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

const QUOTE = `query ($s: ID!, $seats: [String!]!, $food: [OrderLineInput!], $code: String) {
  quote(showId: $s, seats: $seats, food: $food, promoCode: $code) {
    ticketsPaise foodPaise discountPaise feePaise taxPaise totalPaise
    lines { kind label amountPaise gstRatePercent taxPaise }
  }
}`;

const paise = (n) => formatRupees(n / 100);

/** The development sign-in with the staff tick (an usher, not an admin). */
async function signInAsStaff(page, name) {
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Development sign-in' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Sign in as staff (checks tickets in)').check();
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

for (const dialect of dialects()) {
  describe(`food and a promo code on a phone on ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, () => {
    let server;
    const zone = middayZone();
    before(async () => {
      server = await startServer({ dialect, name: 'food', env: { THEATRE_TZ: zone } });
    });
    after(async () => {
      await server?.stop();
    });

    it('seats → a combo and a drink → a code → the breakdown → paid → ticket and e-mail list the food → staff mark it collected', async () => {
      await journey(server, 'food', async (j) => {
        const page = await j.newPage('phone', { viewport: PHONE, isMobile: true, hasTouch: true });
        const name = `Food Lover ${dialect}`;
        const email = `food-${dialect}@example.org`;
        let admin;
        let show;
        let menu;
        let seats;
        let food;
        let quote;
        let reference;
        let code;

        await j.step(`an admin schedules a show 30 minutes from now, today in ${zone}; its cinema has a menu`, async () => {
          admin = await devSignIn(server, 'Menu Admin', { admin: true });
          const { nowPlaying } = await gql(server, '{ nowPlaying { id title } }', {}, admin.token);
          const when = theatreTime(zone, 30);
          const { addShows } = await gql(
            server,
            `mutation ($movieId: ID!, $shows: [ShowsInput!]!) {
               addShows(movieId: $movieId, showsInput: $shows, showPrice: 150) { id localDate localTime movie { id title } }
             }`,
            { movieId: nowPlaying[0].id, shows: [{ date: when.date, time: [when.time] }] },
            admin.token,
          );
          show = addShows[0];
          ({ show: { cinema: { menu } } } = await gql(
            server,
            'query ($s: ID!) { show(id: $s) { cinema { menu(showId: $s) { id name category available stockLeft } } } }',
            { s: show.id },
          ));
          for (const item of [COMBO, DRINK]) assert(menu.some((m) => m.name === item && m.available), `the menu offers ${item}: ${JSON.stringify(menu)}`);
          log(`  ${dialect}: ${show.movie.title} at ${show.localDate} ${show.localTime} (${zone}); menu ${menu.map((m) => m.name).join(', ')}`);
        });

        await j.step('the customer signs in on the phone and answers "How many seats?" with 2', async () => {
          await page.goto('/');
          await signIn(page, name, { email });
          await expectSignedIn(page, name);
          await page.goto(`/movies/${show.movie.id}/${show.localDate}?show=${show.id}`);
          await page.getByText('Live: seats update as others book').waitFor({ timeout: NAV_MS });
          await answerSeatCount(page, 2);
          await page.getByText('Selected Seats (2 / ').waitFor();
          seats = await page.locator('button[data-state="selected"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-seat')));
          seats.sort((a, b) => a[0].localeCompare(b[0]) || Number(a.slice(1)) - Number(b.slice(1)));
          assertEqual(seats.length, 2, 'seats pre-selected');
        });

        await j.step('Proceed: the food step, big tiles by category, on the phone without sideways scrolling', async () => {
          await page.getByRole('button', { name: 'Proceed' }).click();
          const step = foodStep(page);
          await step.waitFor({ timeout: NAV_MS });
          await step.getByRole('heading', { name: 'Add food & drinks' }).waitFor();
          await step.getByRole('button', { name: 'Skip', exact: true }).waitFor();
          const chips = await step.getByRole('group', { name: 'Categories' }).getByRole('button').allInnerTexts();
          for (const c of ['All', 'Popcorn', 'Drinks', 'Combos']) assert(chips.includes(c), `a ${c} chip: ${chips.join(', ')}`);
          const tile = await step.getByRole('listitem', { name: COMBO }).boundingBox();
          assert(tile && tile.width >= PHONE.width * 0.8 && tile.height >= 100, `a big tile on the phone: ${JSON.stringify(tile)}`);
          const add = await step.getByRole('button', { name: `Add one ${COMBO}` }).boundingBox();
          assert(add && add.width >= 44 && add.height >= 44, `a thumb-sized + button: ${JSON.stringify(add)}`);
          const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
          assert(width <= PHONE.width, `the page is ${width} px wide on a ${PHONE.width} px phone`);
        });

        await j.step(`add a ${COMBO} and a ${DRINK}: the bar's total is Query.quote's`, async () => {
          const step = foodStep(page);
          await step.getByRole('button', { name: `Add one ${COMBO}` }).click();
          await step.getByRole('status', { name: `${COMBO} quantity` }).filter({ hasText: '1' }).waitFor();
          await step.getByRole('button', { name: 'Drinks', exact: true }).click();
          await step.getByRole('button', { name: `Add one ${DRINK}` }).click();
          await step.getByRole('status', { name: `${DRINK} quantity` }).filter({ hasText: '1' }).waitFor();
          await step.getByTestId('food-count').filter({ hasText: '2 food items' }).waitFor();
          food = [COMBO, DRINK].map((n) => ({ itemId: menu.find((m) => m.name === n).id, quantity: 1 }));
          ({ quote } = await gql(server, QUOTE, { s: show.id, seats, food }));
          const bar = page.locator('#food-summary');
          await bar.getByTestId('food-total').filter({ hasText: paise(quote.totalPaise) }).waitFor({ timeout: WAIT_MS });
          const box = await bar.boundingBox();
          assert(box && box.y + box.height <= PHONE.height + 1, `the bar sits at the bottom of the screen: ${JSON.stringify(box)}`);
          log(`  ${dialect}: seats ${seats.join(', ')} with food: ${paise(quote.totalPaise)}`);
        });

        let dialog;
        await j.step('Continue: the confirmation names the food; a wrong code is refused, clearly', async () => {
          await foodStep(page).getByRole('button', { name: 'Continue' }).click();
          dialog = page.getByRole('alertdialog', { name: 'Confirm Booking' });
          await dialog.waitFor();
          const named = await dialog.getByTestId('confirm-food').innerText();
          for (const n of [COMBO, DRINK]) assert(named.includes(`1 × ${n}`), `the confirmation names 1 × ${n}: ${named}`);
          await dialog.getByTestId('quote-total').filter({ hasText: paise(quote.totalPaise) }).waitFor();
          await dialog.getByLabel('Promo code').fill('NOSUCHCODE');
          await dialog.getByRole('button', { name: 'Apply' }).click();
          const refusal = dialog.getByTestId('promo-refusal');
          await refusal.waitFor();
          const why = await refusal.innerText();
          assert(why.trim().length > 0, 'the refusal says why');
          assertEqual(await refusal.getAttribute('role'), 'alert', 'the refusal is an alert');
          log(`  ${dialect}: NOSUCHCODE refused: ${why}`);
        });

        await j.step(`${CODE} typed in lower case is taken: the saving, and the breakdown is the quote's line by line`, async () => {
          await dialog.getByLabel('Promo code').fill(CODE.toLowerCase());
          await dialog.getByRole('button', { name: 'Apply' }).click();
          ({ quote } = await gql(server, QUOTE, { s: show.id, seats, food, code: CODE.toLowerCase() }));
          assert(quote.discountPaise > 0, `${CODE} takes something off: ${JSON.stringify(quote)}`);
          await dialog.getByTestId('promo-saving').filter({ hasText: `you save ${paise(quote.discountPaise)}` }).waitFor({ timeout: WAIT_MS });
          await dialog.getByTestId('quote-total').filter({ hasText: paise(quote.totalPaise) }).waitFor();
          const read = async (id) => (await dialog.getByTestId(`quote-${id}`).innerText()).trim();
          assertEqual(await read('tickets'), paise(quote.ticketsPaise), 'tickets');
          assertEqual(await read('food'), paise(quote.foodPaise), 'food');
          assertEqual(await read('discount'), `−${paise(quote.discountPaise)}`, 'discount');
          assertEqual(await read('tax'), paise(quote.taxPaise), 'GST');
          const fee = quote.lines.find((l) => l.kind === 'FEE');
          // The fee line carries its GST; with no fee configured there is no line and the fee is ₹0.
          assertEqual(await read('fee'), paise(fee ? fee.amountPaise : quote.feePaise), 'booking fee (its GST included)');
          const shown = await dialog.getByTestId('breakdown-line').allInnerTexts();
          const wanted = quote.lines.filter((l) => l.kind === 'TICKETS' || l.kind === 'FOOD');
          assertEqual(shown.map((t) => t.replace(/\s+/g, ' ').trim()).join(' | '), wanted.map((l) => `${l.label} ${paise(l.amountPaise)}`).join(' | '), 'ticket and food lines');
          const gst = await dialog.getByTestId('quote-gst-line').allInnerTexts();
          assertEqual(gst.length, quote.lines.filter((l) => l.gstRatePercent !== null && l.taxPaise !== 0).length, `GST lines: ${gst.join(' | ')}`);
          assert(gst.some((t) => t.includes('5%')) && gst.some((t) => t.includes('18%')), `the combo at 5% and the drink at 18%: ${gst.join(' | ')}`);
          const sum = quote.lines.reduce((s, l) => s + l.amountPaise, 0);
          assertEqual(sum, quote.totalPaise, 'the lines add up to the total');
          log(`  ${dialect}: ${CODE} saves ${paise(quote.discountPaise)}; total ${paise(quote.totalPaise)}`);
        });

        await j.step('book and pay on the test checkout, charged the total shown; My Bookings lists the food', async () => {
          await confirmAndReachCheckout(page, dialog.getByRole('button', { name: 'Yes, book now!' }));
          const facts = await readTestCheckout(page);
          assertEqual(rupees(facts.Amount), quote.totalPaise / 100, 'the checkout charges the breakdown total');
          const listed = facts['Food and drink'] ?? '';
          for (const n of [COMBO, DRINK]) assert(listed.includes(`1 × ${n}`), `the checkout lists 1 × ${n}: ${JSON.stringify(facts)}`);
          assert(facts.Offer, `the checkout names the offer: ${JSON.stringify(facts)}`);
          await payTestCheckout(page);
          const card = bookingCard(page, show.movie.title, seats.join(', '));
          await card.getByText('Paid', { exact: true }).waitFor({ timeout: NAV_MS });
          const onCard = await card.getByTestId('booking-food').innerText();
          for (const n of [COMBO, DRINK]) assert(onCard.includes(`1 × ${n}`), `My Bookings lists 1 × ${n}: ${onCard}`);
          reference = (await card.getByTestId('booking-reference').innerText()).trim();
        });

        await j.step('the ticket lists the food to collect and the same breakdown', async () => {
          await bookingCard(page, show.movie.title, seats.join(', ')).getByRole('link', { name: 'View ticket' }).click();
          const ticket = page.getByRole('article', { name: `Ticket ${reference}` });
          await ticket.waitFor({ timeout: NAV_MS });
          const order = await ticket.getByTestId('ticket-food-order').innerText();
          assert(order.includes('collect at the counter'), `the ticket says to collect it: ${order}`);
          for (const n of [COMBO, DRINK]) assert(order.includes(`1 × ${n}`), `the ticket lists 1 × ${n}: ${order}`);
          assertEqual((await ticket.getByTestId('ticket-discount').innerText()).trim(), `−${paise(quote.discountPaise)}`, 'the ticket discount');
          assertEqual((await ticket.getByTestId('ticket-total').innerText()).trim(), paise(quote.totalPaise), 'the ticket total');
          code = (await ticket.getByTestId('ticket-code').innerText()).trim();
        });

        const desk = await j.newPage('admin');
        await j.step('the confirmation e-mail (as /admin/outbox shows it) lists the food', async () => {
          await desk.goto('/');
          await signIn(desk, 'Meera', { admin: true });
          await expectSignedIn(desk, 'Meera');
          await desk.goto('/admin/outbox');
          const subject = desk.getByRole('button', { name: `Your tickets for ${show.movie.title} — booking ${reference}`, exact: true });
          await subject.waitFor({ timeout: NAV_MS });
          assert((await desk.getByRole('row').filter({ has: subject }).innerText()).includes(email), 'the e-mail goes to the customer');
          await subject.click();
          const frame = desk.getByRole('dialog').frameLocator('iframe[title="E-mail HTML"]');
          await frame.getByText(reference, { exact: true }).waitFor({ timeout: WAIT_MS });
          const body = await frame.locator('body').innerText();
          assert(/Food and drink/.test(body), `the e-mail has a food line: ${body}`);
          for (const n of [COMBO, DRINK]) assert(body.includes(`1 × ${n}`), `the e-mail lists 1 × ${n}: ${body}`);
        });

        await j.step('staff admit the ticket and see what to collect; Mark collected', async () => {
          const usher = await j.newPage('usher');
          await usher.goto('/');
          await signInAsStaff(usher, 'Usha');
          await expectSignedIn(usher, 'Usha');
          await usher.goto('/admin/check-in');
          await usher.getByLabel('Ticket code or booking reference', { exact: true }).fill(code);
          await usher.getByRole('button', { name: 'Check in', exact: true }).click();
          const green = usher.getByRole('region', { name: 'Check-in result' }).getByTestId('check-in-admitted');
          await green.waitFor({ timeout: NAV_MS });
          const collect = (await green.getByTestId('check-in-collect').innerText()).trim();
          assert(collect.startsWith('collect: '), `the door says what to collect: ${collect}`);
          for (const n of [COMBO, DRINK]) assert(collect.includes(`1 × ${n}`), `collect names 1 × ${n}: ${collect}`);
          await green.getByRole('button', { name: 'Mark collected' }).click();
          await green.getByTestId('check-in-collect').filter({ hasText: 'Food collected' }).waitFor({ timeout: WAIT_MS });
          const { ticket } = await gql(server, 'query ($r: String!) { ticket(reference: $r) { food { collected } } }', { r: reference }, admin.token);
          assert(ticket.food.length === 2 && ticket.food.every((l) => l.collected), `the server has it collected: ${JSON.stringify(ticket.food)}`);
        });

        await j.step('List Bookings shows the food, collected; the ticket says so too', async () => {
          await desk.goto(`/admin/list-bookings?q=${reference}`);
          const row = desk.getByRole('row').filter({ hasText: reference });
          await row.waitFor({ timeout: NAV_MS });
          const text = await row.innerText();
          for (const n of [COMBO, DRINK]) assert(text.includes(`1 × ${n}`), `List Bookings lists 1 × ${n}: ${text}`);
          assert(text.includes('Collected'), `List Bookings says Collected: ${text}`);
          await page.reload();
          await page.getByTestId('ticket-food-order').filter({ hasText: '· collected' }).waitFor({ timeout: NAV_MS });
        });
      });
    });
  });
}

