import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SeatLegend, SeatMap } from './seat-map';
import { emptyAvailability } from './seats';

function renderMap(props: Partial<Parameters<typeof SeatMap>[0]> = {}) {
  const onSeatClick = vi.fn();
  render(
    <SeatMap selected={[]} availability={emptyAvailability} onSeatClick={onSeatClick} {...props} />,
  );
  return { onSeatClick };
}

describe('SeatMap', () => {
  it('draws rows J to A in that order, nine seats each, labelled J1..J9', () => {
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
    }
    expect(screen.getAllByRole('button', { name: /^Seat / })).toHaveLength(90);
  });

  it('puts J and I on lines of their own, then the pairs H–G, F–E, D–C, B–A side by side', () => {
    renderMap();
    const rowsOf = (testId: string) =>
      within(screen.getByTestId(testId))
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label'));
    expect(rowsOf('seat-block-top')).toEqual(['Row J', 'Row I']);
    expect(rowsOf('seat-block-HG')).toEqual(['Row H', 'Row G']);
    expect(rowsOf('seat-block-FE')).toEqual(['Row F', 'Row E']);
    expect(rowsOf('seat-block-DC')).toEqual(['Row D', 'Row C']);
    expect(rowsOf('seat-block-BA')).toEqual(['Row B', 'Row A']);
    // The four pairs share one two-column grid.
    const grid = screen.getByTestId('seat-block-HG').parentElement!;
    expect(grid).toHaveClass('md:grid-cols-2');
    expect(grid.children).toHaveLength(4);
  });

  it('shows the screen bar', () => {
    renderMap();
    expect(screen.getByText('All eyes this way please!')).toBeInTheDocument();
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

describe('SeatLegend', () => {
  it('explains free, selected, held and sold', () => {
    render(<SeatLegend />);
    const legend = screen.getByRole('list', { name: 'Seat legend' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Free',
      'Selected',
      'Held',
      'Sold',
    ]);
  });
});
