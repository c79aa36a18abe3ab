import { act, renderHook } from '@testing-library/react';
import { useNow } from '../../../src/hooks/use-now';

describe('000 §9 the countdown ticks every 1 s', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  test('ticks every second while running, stops when not', () => {
    const { result, rerender } = renderHook(({ running }) => useNow(Date.now, running), { initialProps: { running: true } });
    expect(result.current).toBe(1_000_000);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(1_001_000);
    act(() => jest.advanceTimersByTime(999));
    expect(result.current).toBe(1_001_000);
    rerender({ running: false });
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current).toBe(1_001_000);
    expect(jest.getTimerCount()).toBe(0);
  });
});
