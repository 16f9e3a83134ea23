import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';

/** A change to a list's rows: on success it says what was done and reloads the list. */
export function useListMutation<V, D>(mutationFn: (values: V) => Promise<D>, done: (values: V) => string, refresh: () => Promise<void>) {
  const { message } = App.useApp();
  return useMutation({
    mutationFn,
    onSuccess: (_data, values) => {
      void message.success(done(values));
      void refresh();
    },
  });
}
