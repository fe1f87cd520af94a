import { act, renderHook } from '@testing-library/react';
import { useRead, type ReadKey } from './use-read.ts';

/** Reads answered by hand, in any order. */
function deferredReads() {
  const pending: { key: ReadKey; resolve: (value: string) => void; reject: () => void }[] = [];
  const read = (key: ReadKey) => () =>
    new Promise<string>((resolve, reject) =>
      pending.push({ key, resolve, reject: () => reject(new Error('no')) }),
    );
  return { pending, read };
}

describe('useRead', () => {
  it('reads once per key, and a newer key’s answer wins over an older one', async () => {
    const { pending, read } = deferredReads();
    const { result, rerender } = renderHook(({ id }: { id: ReadKey }) => useRead(id, read(id)), {
      initialProps: { id: 1 },
    });
    expect(result.current).toMatchObject({ loading: true, failed: false, value: undefined });
    rerender({ id: 2 });
    rerender({ id: 2 });
    expect(pending.map((p) => p.key)).toEqual([1, 2]);
    await act(async () => pending[1]!.resolve('two'));
    expect(result.current).toMatchObject({ loading: false, value: 'two' });
    await act(async () => pending[0]!.resolve('one'));
    expect(result.current.value).toBe('two');
    rerender({ id: 3 });
    expect(result.current).toMatchObject({ loading: true, value: undefined });
  });

  it('says when a read failed; reload reads again and keeps the value on screen meanwhile', async () => {
    const { pending, read } = deferredReads();
    const { result } = renderHook(() => useRead('news', read('news')));
    await act(async () => pending[0]!.reject());
    expect(result.current).toMatchObject({ loading: false, failed: true, value: undefined });
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ loading: true, failed: false });
    await act(async () => pending[1]!.resolve('first'));
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ loading: false, value: 'first' });
    await act(async () => pending[2]!.reject());
    expect(result.current).toMatchObject({ failed: true, value: 'first' });
    act(() => result.current.set('mine'));
    expect(result.current).toMatchObject({ failed: false, value: 'mine' });
    expect(pending).toHaveLength(3);
  });

  it('reads nothing while the key is null', async () => {
    const { pending, read } = deferredReads();
    const { result, rerender } = renderHook(({ id }: { id: ReadKey | null }) => useRead(id, read(id ?? '')), {
      initialProps: { id: null as ReadKey | null },
    });
    expect(result.current.loading).toBe(true);
    expect(pending).toHaveLength(0);
    rerender({ id: 'me' });
    expect(pending).toHaveLength(1);
  });

  it('takes the first key’s value from `initial` without reading it; the next key is read', async () => {
    const { pending, read } = deferredReads();
    const { result, rerender } = renderHook(
      ({ id }: { id: ReadKey }) => useRead(id, read(id), () => 'carried'),
      {
        initialProps: { id: 'a' },
      },
    );
    expect(result.current).toMatchObject({ loading: false, value: 'carried' });
    expect(pending).toHaveLength(0);
    rerender({ id: 'b' });
    expect(pending.map((p) => p.key)).toEqual(['b']);
  });
});
