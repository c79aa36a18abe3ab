import { act, renderHook } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useLazy } from '../../../src/components/use-lazy';

const Part: ComponentType<object> = () => null;
const flush = () => act(() => new Promise<void>((done) => setTimeout(done, 0)));

describe('000 §8, issue 15: a part loaded on need (useLazy)', () => {
  it('is not fetched until needed, then once it is', async () => {
    const load = jest.fn(() => Promise.resolve(Part));
    const { result, rerender } = renderHook(({ needed }) => useLazy(needed, load), { initialProps: { needed: false } });
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toBeUndefined();
    rerender({ needed: true });
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(Part);
  });

  it('with early, is fetched once the first screen is drawn, before it is needed: at hand if the connection drops', async () => {
    const load = jest.fn(() => Promise.resolve(Part));
    const { result, rerender } = renderHook(({ early }) => useLazy(false, load, early), { initialProps: { early: false } });
    await flush();
    expect(load).not.toHaveBeenCalled();
    rerender({ early: true });
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(Part);
  });

  it('a fetch that fails (offline) leaves it unloaded without an error, and the next need tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Part);
    const { result, rerender } = renderHook(({ needed }) => useLazy(needed, load), { initialProps: { needed: true } });
    await flush();
    expect(result.current).toBeUndefined();
    rerender({ needed: false });
    rerender({ needed: true });
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toBe(Part);
  });
});
