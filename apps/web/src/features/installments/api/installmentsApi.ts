import type { InstallmentPlanCreate, InstallmentPlanDetail, InstallmentPlanSummary, InstallmentUnlock, PlanState } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

export type PlanSummary = InstallmentPlanSummary & { lockApplied: boolean };
export type PlanDetail = InstallmentPlanDetail & { lockApplied: boolean };
export type PaymentViewPlan = Omit<PlanDetail, 'events' | 'lockRegister' | 'codeRegister'>;

/** Installments and device lock (pages installmentManagement, installmentDetails, installment_paymentView, installmentUnlock). */
export const installmentsApi = {
  list: (client: ApiClient, query: { state?: PlanState; page: number; pageSize: number }) =>
    client.get<{ items: PlanSummary[]; total: number }>('/installments', { query }),
  get: (client: ApiClient, id: number) => client.get<PlanDetail>(`/installments/${id}`),
  create: (client: ApiClient, body: InstallmentPlanCreate) => client.post<PlanDetail>('/installments', body),
  remove: (client: ApiClient, id: number) => client.delete<null>(`/installments/${id}`),
  /** A payment (multipart: amount, paidOn, note and an optional receipt image). */
  pay: (client: ApiClient, id: number, payment: { amount: number; paidOn: string; note?: string | null }, receipt: File | undefined) => {
    const form = new FormData();
    form.append('amount', String(payment.amount));
    form.append('paidOn', payment.paidOn);
    if (payment.note) form.append('note', payment.note);
    if (receipt) form.append('receipt', receipt);
    return client.post<PlanDetail>(`/installments/${id}/payments`, form);
  },
  paymentView: (client: ApiClient, deviceId?: number) =>
    client.get<PaymentViewPlan[]>('/installment-payment-view', { query: deviceId ? { deviceId } : {} }),
  unlockable: (client: ApiClient) => client.get<PlanSummary[]>('/installment-unlocks'),
  unlock: (client: ApiClient, id: number, body: InstallmentUnlock) => client.post<PlanDetail>(`/installments/${id}/unlock`, body),
  code: (client: ApiClient, id: number, body: InstallmentUnlock) =>
    client.post<{ code: string; days: number; counter: number }>(`/installments/${id}/unlock-codes`, body),
  ofDevice: (client: ApiClient, deviceId: number) => client.get<PlanSummary | null>(`/devices/${deviceId}/installment`, { silent: true }),
};
