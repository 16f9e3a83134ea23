import type { InstallmentPlanCreate, InstallmentUnlock, PlanState } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { installmentsApi } from '../api/installmentsApi';

const KEY = ['installments'];

export function useInstallmentPlans(state: PlanState | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...KEY, 'list', state ?? null],
    queryFn: () => installmentsApi.list(client, { state, page: 1, pageSize: 500 }),
  });
}

export function useInstallmentPlan(id: number | undefined) {
  const client = useApiClient();
  return useQuery({ queryKey: [...KEY, 'plan', id], queryFn: () => installmentsApi.get(client, id!), enabled: id !== undefined });
}

export function usePaymentView(deviceId: number | undefined) {
  const client = useApiClient();
  return useQuery({ queryKey: [...KEY, 'payment-view', deviceId ?? null], queryFn: () => installmentsApi.paymentView(client, deviceId) });
}

export function useUnlockable() {
  const client = useApiClient();
  return useQuery({ queryKey: [...KEY, 'unlockable'], queryFn: () => installmentsApi.unlockable(client) });
}

/** The open plan of a device with its lock state (the device pages), or null. */
export function useDeviceInstallment(deviceId: number | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...KEY, 'device', deviceId],
    queryFn: () => installmentsApi.ofDevice(client, deviceId!),
    enabled: deviceId !== undefined,
  });
}

/** Every change refreshes every installment list and plan. */
function useInstallmentMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export function useCreatePlan() {
  const client = useApiClient();
  return useInstallmentMutation((body: InstallmentPlanCreate) => installmentsApi.create(client, body));
}

export function useDeletePlan() {
  const client = useApiClient();
  return useInstallmentMutation((id: number) => installmentsApi.remove(client, id));
}

export function useRecordPayment() {
  const client = useApiClient();
  return useInstallmentMutation(
    ({ id, payment, receipt }: { id: number; payment: { amount: number; paidOn: string; note?: string | null }; receipt?: File }) =>
      installmentsApi.pay(client, id, payment, receipt),
  );
}

export function useUnlockNow() {
  const client = useApiClient();
  return useInstallmentMutation(({ id, body }: { id: number; body: InstallmentUnlock }) => installmentsApi.unlock(client, id, body));
}

export function useUnlockCode() {
  const client = useApiClient();
  return useInstallmentMutation(({ id, body }: { id: number; body: InstallmentUnlock }) => installmentsApi.code(client, id, body));
}
