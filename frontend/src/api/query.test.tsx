import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  invalidateQueries,
  invalidateQuery,
  resetQueries,
  setQueryData,
  useApiQuery,
} from './query';

function Reader({ id, fetcher }: { id: string; fetcher: () => Promise<string> }) {
  const { data, loading, error } = useApiQuery('thing', fetcher);
  return <p data-testid={id}>{loading ? 'loading' : error ? 'error' : data}</p>;
}

beforeEach(() => {
  resetQueries();
});

describe('useApiQuery', () => {
  it('shares one request between readers of the same key', async () => {
    let resolve: (value: string) => void = () => {};
    const fetcher = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    render(
      <>
        <Reader id="a" fetcher={fetcher} />
        <Reader id="b" fetcher={fetcher} />
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('loading');
    await act(async () => resolve('hello'));
    expect(screen.getByTestId('a')).toHaveTextContent('hello');
    expect(screen.getByTestId('b')).toHaveTextContent('hello');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('refetches for mounted readers after a reset', async () => {
    const fetcher = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    render(<Reader id="a" fetcher={fetcher} />);
    expect(await screen.findByText('first')).toBeInTheDocument();
    act(() => resetQueries());
    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('reports errors', async () => {
    render(<Reader id="a" fetcher={() => Promise.reject(new Error('nope'))} />);
    expect(await screen.findByText('error')).toBeInTheDocument();
  });

  it('setQueryData shows a new result to every reader without fetching', async () => {
    const fetcher = vi.fn().mockResolvedValue('fetched');
    render(
      <>
        <Reader id="a" fetcher={fetcher} />
        <Reader id="b" fetcher={fetcher} />
      </>,
    );
    expect(await screen.findAllByText('fetched')).toHaveLength(2);
    act(() => setQueryData('thing', 'updated'));
    expect(screen.getByTestId('a')).toHaveTextContent('updated');
    expect(screen.getByTestId('b')).toHaveTextContent('updated');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('invalidateQuery refetches the key for mounted readers', async () => {
    const fetcher = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    render(<Reader id="a" fetcher={fetcher} />);
    expect(await screen.findByText('first')).toBeInTheDocument();
    act(() => invalidateQuery('other-key'));
    expect(fetcher).toHaveBeenCalledTimes(1);
    act(() => invalidateQuery('thing'));
    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('invalidateQueries refetches every key with the prefix', async () => {
    const fetcher = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    render(<Reader id="a" fetcher={fetcher} />);
    expect(await screen.findByText('first')).toBeInTheDocument();
    act(() => invalidateQueries('other'));
    expect(fetcher).toHaveBeenCalledTimes(1);
    act(() => invalidateQueries('th'));
    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
