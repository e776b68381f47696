import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FoodStep } from './food-step';
import type { FoodOrder } from '../../components/food/food-order';
import type { TileItem } from './food-tile';

const item = (id: string, name: string, category: string, pricePaise: number, over: Partial<TileItem> = {}): TileItem => ({
  id,
  name,
  description: '',
  category,
  imageUrl: null,
  pricePaise,
  available: true,
  stockLeft: null,
  ...over,
});

const menu = [
  item('p1', 'Large popcorn', 'Popcorn', 32000),
  item('d1', 'Cola', 'Drinks', 18000),
  item('c1', 'Couple combo', 'Combos', 59000),
  item('d2', 'Water', 'Drinks', 6000, { stockLeft: 0 }),
];

function Step(props: { onSkip?: () => void; onContinue?: () => void; onChange?: (o: FoodOrder) => void }) {
  const [order, setOrder] = useState<FoodOrder>({});
  return (
    <FoodStep
      items={menu}
      order={order}
      onOrderChange={(o) => {
        setOrder(o);
        props.onChange?.(o);
      }}
      seatsText="2 seats: D4, D5"
      total={<span data-testid="total">₹1,000</span>}
      onBack={() => {}}
      onSkip={props.onSkip ?? (() => {})}
      onContinue={props.onContinue ?? (() => {})}
    />
  );
}

describe('FoodStep', () => {
  it('lists the menu by category and filters it with the chips', async () => {
    render(<Step />);
    expect(screen.getByRole('heading', { name: 'Add food & drinks' })).toBeInTheDocument();
    const chips = within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['All', 'Popcorn', 'Drinks', 'Combos']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Popcorn', 'Drinks', 'Combos']);
    await userEvent.click(screen.getByRole('button', { name: 'Drinks' }));
    expect(screen.getByRole('button', { name: 'Drinks' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('list', { name: 'Drinks' })).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Cola', 'Water']);
    expect(screen.queryByRole('listitem', { name: 'Large popcorn' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByRole('listitem', { name: 'Large popcorn' })).toBeInTheDocument();
  });

  it('counts what is chosen in the bar with the total handed in', async () => {
    const onChange = vi.fn();
    render(<Step onChange={onChange} />);
    const bar = screen.getByRole('complementary', { name: 'Your order' });
    expect(within(bar).getByTestId('food-count')).toHaveTextContent('No food yet');
    await userEvent.click(screen.getByRole('button', { name: 'Add one Couple combo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add one Cola' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add one Cola' }));
    expect(within(bar).getByTestId('food-count')).toHaveTextContent('3 food items');
    expect(onChange).toHaveBeenLastCalledWith({ c1: 1, d1: 2 });
    expect(within(bar).getByText('2 seats: D4, D5')).toBeInTheDocument();
    expect(within(bar).getByTestId('total')).toHaveTextContent('₹1,000');
    expect(screen.getByRole('listitem', { name: 'Water' })).toHaveTextContent('Sold out');
  });

  it('skips in one tap, or continues', async () => {
    const onSkip = vi.fn();
    const onContinue = vi.fn();
    render(<Step onSkip={onSkip} onContinue={onContinue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
