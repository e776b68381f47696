import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { AppToaster, TOASTS_BELOW_NAVBAR_PX } from './app-toaster';

beforeEach(() => {
  // Only the test moves the clock: real time passing must not dismiss a toast.
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const present = (text: string) => screen.queryByText(text) !== null;

describe('AppToaster', () => {
  it('shows toasts top-centre, at most 350 px wide', () => {
    render(<AppToaster />);
    act(() => void toast('Hello'));
    const message = screen.getByText('Hello');
    const bar = message.closest('[role="status"]')!.parentElement!;
    expect(bar.style.maxWidth).toBe('350px');
    const wrapper = bar.parentElement!;
    // react-hot-toast centres top-center toasts with flex and puts them at the top.
    expect(wrapper.style.justifyContent).toBe('center');
    expect(wrapper.style.top).toBe('0px');
  });

  it('starts below the fixed navbar where there is one, so no toast covers its links', () => {
    render(<AppToaster belowNavbar />);
    act(() => void toast('Over the navbar?'));
    const bar = screen.getByText('Over the navbar?').closest('[role="status"]')!.parentElement!;
    const container = bar.parentElement!.parentElement!;
    expect(container.style.top).toBe(`${TOASTS_BELOW_NAVBAR_PX}px`);
    // Below the navbar at its tallest, 90 px (the e2e phone-site journey measures both at 390 and 1440 px).
    expect(TOASTS_BELOW_NAVBAR_PX).toBeGreaterThan(90);
  });

  it('keeps success toasts 2000 ms and removes them 1000 ms after dismissal', () => {
    render(<AppToaster />);
    act(() => void toast.success('Saved'));
    advance(1900);
    expect(present('Saved')).toBe(true);
    advance(200); // dismissed at 2000 ms, still leaving
    expect(present('Saved')).toBe(true);
    advance(1100); // removed 1000 ms after dismissal
    expect(present('Saved')).toBe(false);
  });

  it.each([
    ['error', (m: string) => toast.error(m)],
    ['blank', (m: string) => toast(m)],
    ['custom', (m: string) => toast.custom(<p>{m}</p>)],
  ])('keeps %s toasts 4000 ms', (_, show) => {
    render(<AppToaster />);
    act(() => void show('Careful'));
    advance(3900);
    expect(present('Careful')).toBe(true);
    advance(200); // dismissed at 4000 ms
    advance(1100); // and removed 1000 ms later
    expect(present('Careful')).toBe(false);
  });

  it('keeps loading toasts until dismissed', () => {
    render(<AppToaster />);
    let id = '';
    act(() => {
      id = toast.loading('Working');
    });
    advance(60_000);
    expect(present('Working')).toBe(true);
    act(() => toast.dismiss(id));
    advance(1100);
    expect(present('Working')).toBe(false);
  });

  it('keeps at most 20 toasts', () => {
    render(<AppToaster />);
    act(() => {
      for (let i = 1; i <= 25; i++) toast(`Toast ${i}`);
    });
    expect(screen.getAllByText(/^Toast \d+$/)).toHaveLength(20);
    expect(present('Toast 25')).toBe(true);
    expect(present('Toast 1')).toBe(false);
  });
});
