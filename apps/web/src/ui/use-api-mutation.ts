import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormInstance } from "antd";
import { ApiError } from "../lib/api-client";

export interface ApiMutationOptions<TVars, TData> {
  /** query keys to load again once the call has succeeded */
  invalidate?: QueryKey[];
  onSuccess?: (data: TData, vars: TVars) => void;
  /** a failure that names a field (`ApiError.field`) is shown under that field of this form */
  form?: FormInstance;
  /** the form's name for a field the server names differently (a date range's `ends_at` -> `range`) */
  fieldNames?: Record<string, string>;
}

/**
 * One call that changes something, on TanStack Query: `isPending` is the busy state, and a
 * failure is shown the one way every screen shows it (the API client's toast in the user's
 * language, plus the field's own message when the server named a field). Callers never wrap it
 * in try/catch: use `mutate`, or `mutateAsync` when the next step waits for the answer.
 */
export function useApiMutation<TVars = void, TData = unknown>(
  call: (vars: TVars) => Promise<TData>,
  opts: ApiMutationOptions<TVars, TData> = {},
) {
  const client = useQueryClient();
  return useMutation<TData, Error, TVars>({
    mutationFn: call,
    onSuccess: async (data, vars) => {
      await Promise.all((opts.invalidate ?? []).map((queryKey) => client.invalidateQueries({ queryKey })));
      opts.onSuccess?.(data, vars);
    },
    onError: (error) => {
      if (opts.form && error instanceof ApiError && error.field) {
        opts.form.setFields([{ name: opts.fieldNames?.[error.field] ?? error.field, errors: [error.message] }]);
      }
    },
  });
}

/**
 * For a confirm dialog's onOk: resolves once the call is over, whether it succeeded or failed
 * (a failure is already shown), so the dialog shows its busy OK button and then closes.
 */
export function whenSettled<V>(m: { mutate: (vars: V, o: { onSettled: () => void }) => void }, vars: V): Promise<void> {
  return new Promise((resolve) => m.mutate(vars, { onSettled: () => resolve() }));
}
