import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LayoutPreview } from './layout-preview';
import { newLayout } from './layout-model';

describe('LayoutPreview', () => {
  it('draws the screen as the customer map does: below the front row, the farthest row first', () => {
    render(<LayoutPreview layout={newLayout(3, 2, [{ code: 'STD', name: 'Standard' }])} />);
    const region = screen.getByRole('region', { name: 'Layout preview' });
    const marker = screen.getByTestId('screen-marker');
    expect(region).toContainElement(marker);
    expect(marker).toHaveTextContent('Screen this way');
    const seats = [...region.querySelectorAll('[data-seat]')].map((el) => el.getAttribute('data-seat'));
    expect(seats).toEqual(['C1', 'C2', 'B1', 'B2', 'A1', 'A2']);
    const front = region.querySelector('[data-seat="A1"]')!;
    expect(front.compareDocumentPosition(marker) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
