import type { InvoiceApplicationCreate, InvoiceProcess, SimCardCreate, SimCardUpdate } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { simCardsApi, type SimAction, type SimActionBody, type SimCardQuery } from '../api/simCardsApi';

export function useSimCards(query: SimCardQuery) {
  const client = useApiClient();
  return useQuery({ queryKey: ['sim-cards', query], queryFn: () => simCardsApi.list(client, query) });
}

export function useSimCard(id: number | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['sim-cards', 'detail', id ?? null],
    queryFn: () => simCardsApi.get(client, id!),
    enabled: id !== undefined,
  });
}

/** Every change to cards refreshes the lists and details. */
function useCardMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sim-cards'] }) });
}

export function useSaveSimCard() {
  const client = useApiClient();
  return useCardMutation(({ id, body }: { id?: number; body: SimCardCreate }) => {
    if (id === undefined) return simCardsApi.create(client, body);
    const update: SimCardUpdate = {
      deviceId: body.deviceId,
      imsi: body.imsi,
      msisdn: body.msisdn,
      carrier: body.carrier,
      provider: body.provider,
      activatedOn: body.activatedOn,
      cycleDay: body.cycleDay,
      warningPercent: body.warningPercent,
      remark: body.remark,
    };
    return simCardsApi.update(client, id, update);
  });
}

export function useDeleteSimCard() {
  const client = useApiClient();
  return useCardMutation((id: number) => simCardsApi.remove(client, id));
}

export function useSimAction<A extends SimAction>(action: A) {
  const client = useApiClient();
  return useCardMutation(({ id, body }: { id: number; body: SimActionBody[A] }) => simCardsApi.act(client, id, action, body));
}

export function useSimBatch() {
  const client = useApiClient();
  const sync = useCardMutation((ids: number[]) => simCardsApi.sync(client, ids));
  const warning = useCardMutation(({ ids, warningPercent }: { ids: number[]; warningPercent: number }) =>
    simCardsApi.setWarning(client, ids, warningPercent),
  );
  return { sync, warning };
}

export function useInvoices(query: { status?: string; page: number; pageSize: number }) {
  const client = useApiClient();
  return useQuery({ queryKey: ['sim-invoices', query], queryFn: () => simCardsApi.invoices(client, query) });
}

export function useApplyInvoice() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceApplicationCreate) => simCardsApi.apply(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sim-invoices'] }),
  });
}

export function useSettleInvoice() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: InvoiceProcess }) => simCardsApi.settle(client, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sim-invoices'] }),
  });
}
