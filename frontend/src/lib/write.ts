/**
 * The one way to write: a TanStack mutation that names the topics it changes. After a
 * success every query of those topics is read again (`invalidateTopics`, as a stream event
 * does), but those `onSuccess` filled with the answer; the write stays pending until the
 * shown ones have answered, so a page never offers again what was just done. `isPending` is the busy state, `error` the refusal
 * (`RefusalAlert` shows it).
 */
import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';

import { isApiError } from '@/api/errors';

import { invalidateTopics, type Topic } from '@/api/topics';

export interface WriteOptions<TData, TVariables> extends Pick<
  UseMutationOptions<TData, unknown, TVariables>,
  'onError'
> {
  /** The topics the write changes: their queries are read again after a success. */
  invalidates: readonly Topic[];
  /** Runs first on a success (e.g. put the answer in the cache, say so, move on). */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  /**
   * Reads the topics again after a refusal too: what the page offered may have moved
   * meanwhile (another tab, the other side of an order).
   */
  rereadOnRefusal?: boolean;
}

export type Write<TData = unknown, TVariables = void> = UseMutationResult<
  TData,
  unknown,
  TVariables
> & {
  /**
   * Runs the write and resolves when it is over, never rejecting (the refusal is in
   * `error`): for a confirmation dialog that stays busy until then.
   */
  run: (variables: TVariables) => Promise<void>;
};

export function useWrite<TData = unknown, TVariables = void>(
  write: (variables: TVariables) => Promise<TData>,
  { invalidates, onSuccess, onError, rereadOnRefusal = false }: WriteOptions<TData, TVariables>,
): Write<TData, TVariables> {
  const client = useQueryClient();
  const mutation = useMutation<TData, unknown, TVariables>({
    // Only the variables: an API function's further parameters are not TanStack's context.
    mutationFn: (variables) => write(variables),
    onSuccess: async (data, variables) => {
      // A query `onSuccess` filled with the answer is not read again (the page shows the
      // answer without a new read); the rest of the topics are.
      const answered: QueryKey[] = [];
      const unsubscribe = client.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success' && event.action.manual) {
          answered.push(event.query.queryKey);
        }
      });
      try {
        await onSuccess?.(data, variables);
      } finally {
        unsubscribe();
      }
      await invalidateTopics(client, invalidates, { except: answered });
    },
    onError: (error, ...rest) => {
      if (rereadOnRefusal && isApiError(error)) void invalidateTopics(client, invalidates);
      return onError?.(error, ...rest);
    },
  });
  const { mutateAsync } = mutation;
  const run = useCallback(
    (variables: TVariables) =>
      mutateAsync(variables).then(
        () => undefined,
        () => undefined,
      ),
    [mutateAsync],
  );
  return { ...mutation, run };
}
