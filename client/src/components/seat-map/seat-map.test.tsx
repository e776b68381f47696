import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccessibleSeatNotice, SeatLegend, SeatMap } from './seat-map';
import { seatKinds } from './seat-layout';
import { emptyAvailability } from './seats';
import { bandedLayout, prices, quickShowLayout } from '../../test/layouts';

function renderMap(props: Partial<Parameters<typeof SeatMap>[0]> = {}) {
  const onSeatClick = vi.fn();
  render(
    <SeatMap
      layout={quickShowLayout()}
      prices={prices({ STANDARD: 15000 })}
      selected={[]}
      availability={emptyAvailability}
      onSeatClick={onSeatClick}
      {...props}
    />,
  );
  return { onSeatClick };
}

const banded = () => renderMap({ layout: bandedLayout(), prices: prices({ RECLINER: 40000, PRIME: 21000, CLASSIC: 15050 }) });

describe('SeatMap', () => {
  const seatButtons = () => screen.getAllByRole('button', { name: /^[A-Z]\d+, / });
  const seat = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}, `) });

  it('draws rows J (back) to A (front), nine seats each, labelled J1..J9', () => {
    renderMap();
    const rows = screen.getAllByRole('row', { name: /^Row [A-J]$/ });
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(
      ['J', 'I', 'H', 'G', 'F', 'E', 'D', 'C', 'B', 'A'].map((r) => `Row ${r}`),
    );
    for (const row of rows) {
      const letter = row.getAttribute('aria-label')!.slice(-1);
      const seats = within(row).getAllByRole('button');
      expect(seats.map((s) => s.getAttribute('data-seat'))).toEqual(Array.from({ length: 9 }, (_, i) => `${letter}${i + 1}`));
      // The accessible name starts with the visible label ("J1", not a bare 1).
      for (const s of seats) expect(s.getAttribute('aria-label')!.split(', ')[0]).toBe(s.textContent);
    }
    expect(seatButtons()).toHaveLength(90);
  });

  it('names each seat by label, category, price and state', () => {
    renderMap({
      layout: bandedLayout(),
      prices: prices({ RECLINER: 45000, PRIME: 21000, CLASSIC: 15050 }),
      selected: ['C1'],
      availability: { occupied: new Set(['C3', 'C4']), held: new Set(['C3']), sold: new Set(['C4']) },
    });
    expect(screen.getByRole('button', { name: 'D4, Recliner, ₹450, available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'C1, Prime, ₹210, selected' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'C3, Prime, ₹210, held — may free up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'C4, Prime, ₹210, sold' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'A1, Classic, ₹150.50, wheelchair space, available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'A2, Classic, ₹150.50, companion seat, available' })).toBeInTheDocument();
  });

  it('groups rows into category bands, back to front, each headed by its name and price', () => {
    banded();
    const bands = screen.getAllByTestId(/^seat-band-/);
    expect(bands.map((b) => b.getAttribute('data-testid'))).toEqual([
      'seat-band-RECLINER',
      'seat-band-PRIME',
      'seat-band-CLASSIC',
    ]);
    expect(screen.getByRole('rowgroup', { name: 'Recliner ₹400' })).toHaveTextContent('Recliner₹400');
    expect(screen.getByRole('rowgroup', { name: 'Prime ₹210' })).toBeInTheDocument();
    const classic = screen.getByRole('rowgroup', { name: 'Classic ₹150.50' });
    expect(within(classic).getAllByRole('row').map((g) => g.getAttribute('aria-label'))).toEqual(['Row B', 'Row A']);
  });

  it('leaves an aisle where the layout has a gap', () => {
    banded();
    const row = screen.getByRole('row', { name: 'Row C' });
    const cells = [...row.children].filter((el) => el.getAttribute('role') === 'gridcell' || el.getAttribute('data-kind') === 'gap');
    expect(cells.map((el) => el.querySelector('button')?.getAttribute('data-seat') ?? 'gap')).toEqual(['C1', 'C2', 'gap', 'C3', 'C4']);
  });

  it('draws a blocked seat as unavailable, not as a button', async () => {
    const { onSeatClick } = banded();
    expect(screen.queryByRole('button', { name: /^B3, / })).toBeNull();
    const blocked = screen.getByRole('img', { name: 'B3, blocked' });
    await userEvent.click(blocked);
    expect(onSeatClick).not.toHaveBeenCalled();
    expect(seatButtons()).toHaveLength(15);
  });

  it('marks wheelchair and companion spaces with their symbol', () => {
    banded();
    const wheelchair = seat('A1');
    expect(wheelchair).toHaveAttribute('data-kind', 'wheelchair');
    expect(wheelchair.querySelector('svg')).not.toBeNull();
    expect(seat('A2')).toHaveAttribute('data-kind', 'companion');
  });

  it('shows the screen below the front row with the same marker as the admin preview', () => {
    renderMap();
    expect(screen.getByText('All eyes this way please!')).toBeInTheDocument();
    const marker = screen.getByTestId('screen-marker');
    expect(marker).toHaveTextContent('Screen this way');
    // Below every row: the front row (A) comes before the screen in the document.
    const front = screen.getByRole('row', { name: 'Row A' });
    expect(front.compareDocumentPosition(marker) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('scrolls sideways with seats of 32 px rather than shrinking them', () => {
    banded();
    expect(screen.getByTestId('seat-map-scroll')).toHaveClass('overflow-x-auto');
    expect(screen.getByRole('grid', { name: 'Seats' }).style.getPropertyValue('--seat')).toBe('32px');
    expect(seat('D4').parentElement).toHaveClass('seat-cell'); // index.css: var(--seat) square
  });

  it('zooms in and out with its buttons, between 24 px and 56 px seats', async () => {
    banded();
    const grid = screen.getByRole('grid', { name: 'Seats' });
    const size = () => grid.style.getPropertyValue('--seat');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(size()).toBe('40px');
    expect(screen.getByRole('status', { name: 'Zoom level' })).toHaveTextContent('125%');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(size()).toBe('24px');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    for (let i = 0; i < 4; i++) await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(size()).toBe('56px');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  });

  it('marks selected seats pressed and occupied seats disabled, held apart from sold', () => {
    renderMap({
      selected: ['C3'],
      availability: { occupied: new Set(['A1', 'B2']), held: new Set(['B2']), sold: new Set(['A1']) },
    });
    const c3 = seat('C3');
    expect(c3).toHaveAttribute('aria-pressed', 'true');
    expect(c3).toHaveAttribute('data-state', 'selected');
    expect(seat('C4')).toHaveAttribute('aria-pressed', 'false');
    const sold = seat('A1');
    const held = seat('B2');
    expect(sold).toHaveAttribute('aria-disabled', 'true');
    expect(held).toHaveAttribute('aria-disabled', 'true');
    expect(sold).toHaveAttribute('data-state', 'sold');
    expect(held).toHaveAttribute('data-state', 'held');
    expect(sold.className).not.toBe(held.className);
    expect(c3).not.toHaveAttribute('aria-disabled');
  });

  it('reports clicks with the seat label', async () => {
    const { onSeatClick } = renderMap();
    await userEvent.click(seat('E7'));
    expect(onSeatClick).toHaveBeenCalledWith('E7');
  });
});

describe('SeatMap keyboard', () => {
  const focused = () => (document.activeElement as HTMLElement | null)?.getAttribute('data-seat');
  const tabStops = () => screen.getAllByRole('button').filter((b) => b.hasAttribute('data-seat') && b.tabIndex === 0);

  it('is one tab stop: Tab enters at the first seat and the next Tab leaves the grid', async () => {
    banded();
    expect(tabStops().map((b) => b.dataset.seat)).toEqual(['D1']);
    await userEvent.tab(); // the skip link
    expect(screen.getByRole('link', { name: 'Skip to summary' })).toHaveFocus();
    await userEvent.tab();
    expect(focused()).toBe('D1');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveFocus();
  });

  it('moves across the aisle with the arrows, and to the nearest seat of the next row', async () => {
    banded();
    await userEvent.click(screen.getByRole('button', { name: /^C2, / }));
    await userEvent.keyboard('{ArrowRight}');
    expect(focused()).toBe('C3');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(focused()).toBe('C1');
    await userEvent.keyboard('{ArrowLeft}'); // the row's first seat stays
    expect(focused()).toBe('C1');
    await userEvent.keyboard('{ArrowUp}');
    expect(focused()).toBe('D1');
    // B3 is blocked: down from C3 lands on B3's row, on the nearest seat that can be taken.
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(focused()).toBe('B4');
    await userEvent.keyboard('{ArrowLeft}');
    expect(focused()).toBe('B2'); // over the aisle and the blocked seat
    // The moved-to seat is now the grid's one tab stop.
    expect(tabStops().map((b) => b.dataset.seat)).toEqual(['B2']);
  });

  it('goes to the ends of the row with Home and End, and of the map with Ctrl', async () => {
    renderMap();
    await userEvent.click(screen.getByRole('button', { name: /^E5, / }));
    await userEvent.keyboard('{End}');
    expect(focused()).toBe('E9');
    await userEvent.keyboard('{Home}');
    expect(focused()).toBe('E1');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(focused()).toBe('A9');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(focused()).toBe('J1');
  });

  it('toggles with Space and Enter and keeps focus on the seat through the redraw and live updates', async () => {
    const onSeatClick = vi.fn();
    const props = { layout: quickShowLayout(), prices: prices({ STANDARD: 15000 }), onSeatClick };
    const { rerender } = render(<SeatMap {...props} selected={[]} availability={emptyAvailability} />);
    await userEvent.click(screen.getByRole('button', { name: /^F7, / }));
    onSeatClick.mockClear();
    await userEvent.keyboard(' ');
    expect(onSeatClick).toHaveBeenCalledWith('F7');
    rerender(<SeatMap {...props} selected={['F7']} availability={emptyAvailability} />);
    expect(focused()).toBe('F7');
    expect(document.activeElement).toHaveAccessibleName('F7, Standard, ₹150, selected');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onSeatClick).toHaveBeenLastCalledWith('F8');
    // Someone else's booking lands meanwhile: focus stays where it was.
    rerender(
      <SeatMap {...props} selected={['F7', 'F8']} availability={{ occupied: new Set(['F9']), held: new Set(['F9']), sold: new Set() }} />,
    );
    expect(focused()).toBe('F8');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('F9, Standard, ₹150, held — may free up');
  });

  it('"Skip to summary" moves focus to the booking summary', async () => {
    render(
      <>
        <SeatMap layout={quickShowLayout()} prices={prices({ STANDARD: 15000 })} selected={[]} availability={emptyAvailability} onSeatClick={vi.fn()} />
        <section id="booking-summary" aria-label="Summary">
          total
        </section>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Skip to summary' });
    expect(link).toHaveAttribute('href', '#booking-summary');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveFocus();
  });

  it('"Skip to summary" goes past the map when the page has no summary', async () => {
    renderMap();
    await userEvent.click(screen.getByRole('link', { name: 'Skip to summary' }));
    expect(screen.getByText('End of seat map')).toHaveFocus();
  });
});

describe('SeatMap scrolling', () => {
  // jsdom lays nothing out: give the scroll container a 1000 px map in a 390 px view.
  let scrolledTo: number[] = [];
  beforeEach(() => {
    scrolledTo = [];
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1000);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'set').mockImplementation(function (this: HTMLElement, v: number) {
      if (this.dataset.testid === 'seat-map-scroll') scrolledTo.push(v);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens centred on the screen centre line, and again for another show', () => {
    const props = { prices: prices({ STANDARD: 15000 }), selected: [], availability: emptyAvailability, onSeatClick: vi.fn() };
    const { rerender } = render(<SeatMap layout={quickShowLayout()} {...props} />);
    expect(scrolledTo).toEqual([305]);
    rerender(<SeatMap layout={quickShowLayout()} {...props} selected={['A1']} />);
    expect(scrolledTo).toEqual([305, 305]); // a new layout object: another show
  });

  it('keeps its place through live updates of the same show', () => {
    const layout = quickShowLayout();
    const props = { prices: prices({ STANDARD: 15000 }), onSeatClick: vi.fn() };
    const { rerender } = render(<SeatMap layout={layout} {...props} selected={[]} availability={emptyAvailability} />);
    rerender(<SeatMap layout={layout} {...props} selected={['A1']} availability={{ occupied: new Set(['B1']), held: new Set(), sold: new Set(['B1']) }} />);
    expect(scrolledTo).toEqual([305]);
  });

  it('says it scrolls and shows an overview strip that moves the map when tapped', () => {
    renderMap();
    expect(screen.getByTestId('seat-map-scroll-hint')).toHaveTextContent('Swipe sideways for more seats');
    const strip = screen.getByTestId('seat-minimap');
    expect(strip).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('seat-minimap-window').style.width).toBe('39%');
    // One box per seat of the map, drawn as one path.
    const boxes = strip.querySelector('path')?.getAttribute('d')?.match(/M/g)?.length;
    expect(boxes).toBe(document.querySelectorAll('button[data-seat]').length);
    vi.spyOn(strip, 'getBoundingClientRect').mockReturnValue({ left: 0, width: 200, top: 0, height: 20, right: 200, bottom: 20, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.pointerDown(strip, { clientX: 150, pointerId: 1 });
    // Three quarters along: 750 px of 1000 at the middle of the 390 px view.
    expect(scrolledTo.at(-1)).toBe(750 - 195);
  });
});

describe('AccessibleSeatNotice', () => {
  const kinds = seatKinds(bandedLayout());

  it('says nothing for ordinary seats', () => {
    render(<AccessibleSeatNotice kinds={kinds} selected={['C1', 'D2']} />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('explains a chosen wheelchair space and companion seat', () => {
    render(<AccessibleSeatNotice kinds={kinds} selected={['A1', 'A2', 'D1']} />);
    const note = screen.getByRole('note', { name: 'Accessible seating' });
    expect(note).toHaveTextContent('Wheelchair space A1');
    expect(note).toHaveTextContent('Companion seat A2');
    expect(note).not.toHaveTextContent('D1');
  });
});

describe('SeatLegend', () => {
  it('explains free, selected, held and sold, and the symbols', () => {
    render(<SeatLegend />);
    const legend = screen.getByRole('list', { name: 'Seat legend' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Free',
      'Selected',
      'Held',
      'Sold',
      'Wheelchair space',
      'Companion seat',
      'Blocked',
    ]);
  });
});
