import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
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
  it('draws rows J (back) to A (front), nine seats each, labelled J1..J9', () => {
    renderMap();
    const rows = screen.getAllByRole('group', { name: /^Row [A-J]$/ });
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(
      ['J', 'I', 'H', 'G', 'F', 'E', 'D', 'C', 'B', 'A'].map((r) => `Row ${r}`),
    );
    for (const row of rows) {
      const letter = row.getAttribute('aria-label')!.slice(-1);
      const seats = within(row).getAllByRole('button');
      expect(seats.map((s) => s.getAttribute('aria-label'))).toEqual(
        Array.from({ length: 9 }, (_, i) => `Seat ${letter}${i + 1}`),
      );
      // The accessible name holds the visible label as a word ("Seat J1" shows J1, not a bare 1).
      for (const s of seats) expect(s.getAttribute('aria-label')!.split(' ')).toContain(s.textContent);
    }
    expect(screen.getAllByRole('button', { name: /^Seat / })).toHaveLength(90);
  });

  it('groups rows into category bands, back to front, each headed by its name and price', () => {
    banded();
    const bands = screen.getAllByTestId(/^seat-band-/);
    expect(bands.map((b) => b.getAttribute('data-testid'))).toEqual([
      'seat-band-RECLINER',
      'seat-band-PRIME',
      'seat-band-CLASSIC',
    ]);
    expect(screen.getByRole('group', { name: 'Recliner ₹400' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Prime ₹210' })).toBeInTheDocument();
    const classic = screen.getByRole('group', { name: 'Classic ₹150.50' });
    expect(within(classic).getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['Row B', 'Row A']);
  });

  it('leaves an aisle where the layout has a gap', () => {
    banded();
    const row = screen.getByRole('group', { name: 'Row C' });
    const cells = [...row.children].filter((el) => el.tagName === 'BUTTON' || el.getAttribute('data-kind') === 'gap');
    expect(cells.map((el) => el.getAttribute('aria-label') ?? 'gap')).toEqual(['Seat C1', 'Seat C2', 'gap', 'Seat C3', 'Seat C4']);
  });

  it('draws a blocked seat as unavailable, not as a button', async () => {
    const { onSeatClick } = banded();
    expect(screen.queryByRole('button', { name: 'Seat B3' })).toBeNull();
    const blocked = screen.getByRole('img', { name: 'Seat B3 (blocked)' });
    await userEvent.click(blocked);
    expect(onSeatClick).not.toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: /^Seat / })).toHaveLength(15);
  });

  it('marks wheelchair and companion spaces with their symbol and says what they are', () => {
    banded();
    const wheelchair = screen.getByRole('button', { name: 'Seat A1' });
    expect(wheelchair).toHaveAttribute('data-kind', 'wheelchair');
    expect(wheelchair).toHaveAttribute('aria-description', 'wheelchair space, available');
    expect(wheelchair.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Seat A2' })).toHaveAttribute('aria-description', 'companion seat, available');
    expect(screen.getByRole('button', { name: 'Seat A3' })).toHaveAttribute('aria-description', 'available');
  });

  it('shows the screen bar', () => {
    renderMap();
    expect(screen.getByText('All eyes this way please!')).toBeInTheDocument();
    expect(screen.getByText('Screen this way')).toBeInTheDocument();
  });

  it('scrolls sideways with seats of 32 px rather than shrinking them', () => {
    banded();
    expect(screen.getByTestId('seat-map-scroll')).toHaveClass('overflow-x-auto');
    expect(screen.getByRole('button', { name: 'Seat D4' })).toHaveClass('h-8', 'w-8', 'shrink-0');
  });

  it('marks selected seats pressed and occupied seats disabled, held apart from sold', () => {
    renderMap({
      selected: ['C3'],
      availability: { occupied: new Set(['A1', 'B2']), held: new Set(['B2']), sold: new Set(['A1']) },
    });
    const c3 = screen.getByRole('button', { name: 'Seat C3' });
    expect(c3).toHaveAttribute('aria-pressed', 'true');
    expect(c3).toHaveAttribute('data-state', 'selected');
    expect(screen.getByRole('button', { name: 'Seat C4' })).toHaveAttribute('aria-pressed', 'false');
    const sold = screen.getByRole('button', { name: 'Seat A1' });
    const held = screen.getByRole('button', { name: 'Seat B2' });
    expect(sold).toHaveAttribute('aria-disabled', 'true');
    expect(held).toHaveAttribute('aria-disabled', 'true');
    expect(sold).toHaveAttribute('data-state', 'sold');
    expect(held).toHaveAttribute('data-state', 'held');
    expect(sold.className).not.toBe(held.className);
    expect(c3).not.toHaveAttribute('aria-disabled');
  });

  it('reports clicks with the seat label', async () => {
    const { onSeatClick } = renderMap();
    await userEvent.click(screen.getByRole('button', { name: 'Seat E7' }));
    expect(onSeatClick).toHaveBeenCalledWith('E7');
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
