import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PromoCodeField } from './promo-code-field';

const base = { applied: null, savingPaise: null, refusal: null, checking: false, onApply: () => {}, onRemove: () => {} };

describe('PromoCodeField', () => {
  it('applies the typed code, trimmed', async () => {
    const onApply = vi.fn();
    render(<PromoCodeField {...base} onApply={onApply} />);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Promo code'), ' fest20 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('fest20');
  });

  it('shows the saving of an accepted code, and removes it', async () => {
    const onRemove = vi.fn();
    render(<PromoCodeField {...base} applied="fest20" savingPaise={12000} onRemove={onRemove} />);
    expect(screen.getByTestId('promo-saving')).toHaveTextContent('FEST20 applied: you save ₹120');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalled();
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
  });

  it('says why a code was refused, in an alert tied to the field', () => {
    render(<PromoCodeField {...base} applied="old" refusal="This code has expired." />);
    expect(screen.getByRole('alert')).toHaveTextContent('This code has expired.');
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Promo code')).toHaveAccessibleDescription('This code has expired.');
    expect(screen.queryByTestId('promo-saving')).not.toBeInTheDocument();
  });

  it('says it is checking while the quote is on its way', () => {
    render(<PromoCodeField {...base} applied="fest20" checking />);
    expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled();
    expect(screen.queryByTestId('promo-saving')).not.toBeInTheDocument();
  });
});
