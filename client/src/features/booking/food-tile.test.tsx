import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FoodTile, type TileItem } from './food-tile';

const cola: TileItem = {
  id: 'cola',
  name: 'Cola',
  description: 'Chilled, 500 ml',
  category: 'Drinks',
  imageUrl: '/food/cola.jpg',
  pricePaise: 18000,
  available: true,
  stockLeft: null,
};

function Tile({ item, onChange }: { item: TileItem; onChange?: (q: number) => void }) {
  const [quantity, setQuantity] = useState(0);
  return (
    <ul>
      <FoodTile
        item={item}
        quantity={quantity}
        onChange={(q) => {
          setQuantity(q);
          onChange?.(q);
        }}
      />
    </ul>
  );
}

describe('FoodTile', () => {
  it('shows the item and steps its quantity with named buttons', async () => {
    const onChange = vi.fn();
    render(<Tile item={cola} onChange={onChange} />);
    const tile = screen.getByRole('listitem', { name: 'Cola' });
    expect(tile).toHaveTextContent('Chilled, 500 ml');
    expect(screen.getByTestId('food-price')).toHaveTextContent('₹180');
    const remove = screen.getByRole('button', { name: 'Remove one Cola' });
    expect(remove).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add one Cola' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add one Cola' }));
    expect(screen.getByRole('status', { name: 'Cola quantity' })).toHaveTextContent('2');
    await userEvent.click(remove);
    expect(screen.getByRole('status', { name: 'Cola quantity' })).toHaveTextContent('1');
    expect(onChange.mock.calls.map(([q]) => q)).toEqual([1, 2, 1]);
  });

  it('stops at the stock left and says when few are left', async () => {
    render(<Tile item={{ ...cola, stockLeft: 2 }} />);
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add one Cola' });
    await userEvent.click(add);
    await userEvent.click(add);
    expect(add).toBeDisabled();
  });

  it('stops at 10 when the stock is not counted', async () => {
    render(<Tile item={cola} />);
    const add = screen.getByRole('button', { name: 'Add one Cola' });
    for (let i = 0; i < 12; i++) if (!(add as HTMLButtonElement).disabled) await userEvent.click(add);
    expect(screen.getByRole('status', { name: 'Cola quantity' })).toHaveTextContent('10');
    expect(add).toBeDisabled();
  });

  it('says sold out, with no stepper, when none are left or it is off the menu today', () => {
    const { rerender } = render(<Tile item={{ ...cola, stockLeft: 0 }} />);
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add one Cola' })).not.toBeInTheDocument();
    rerender(<Tile item={{ ...cola, id: 'cola2', available: false }} />);
    expect(screen.getByText('Sold out')).toBeInTheDocument();
  });
});
