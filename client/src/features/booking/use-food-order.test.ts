import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { clearStoredFood, foodOrderKey, useFoodOrder } from './use-food-order';

afterEach(() => sessionStorage.clear());

describe('useFoodOrder', () => {
  it('keeps each show its own food in the tab, and forgets it when told', () => {
    const { result, rerender, unmount } = renderHook(({ showId }) => useFoodOrder(showId), { initialProps: { showId: 's1' as string | null } });
    act(() => result.current[1]({ cola: 2 }));
    expect(JSON.parse(sessionStorage.getItem(foodOrderKey('s1')) ?? '')).toEqual({ cola: 2 });
    rerender({ showId: 's2' });
    expect(result.current[0]).toEqual({});
    rerender({ showId: 's1' });
    expect(result.current[0]).toEqual({ cola: 2 });
    unmount();
    expect(renderHook(() => useFoodOrder('s1')).result.current[0]).toEqual({ cola: 2 });
    clearStoredFood('s1');
    expect(sessionStorage.getItem(foodOrderKey('s1'))).toBeNull();
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem(foodOrderKey('s1'), '{"cola": -1, "corn": 1.5, "nachos": 2}');
    expect(renderHook(() => useFoodOrder('s1')).result.current[0]).toEqual({ nachos: 2 });
    sessionStorage.setItem(foodOrderKey('s1'), 'nonsense');
    expect(renderHook(() => useFoodOrder('s1')).result.current[0]).toEqual({});
  });
});
