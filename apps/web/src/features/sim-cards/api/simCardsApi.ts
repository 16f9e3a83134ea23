import type {
  InvoiceApplication,
  InvoiceApplicationCreate,
  InvoiceProcess,
  SimCard,
  SimCardCreate,
  SimCardDetail,
  SimCardUpdate,
  SimChangePlan,
  SimExtend,
  SimRenew,
  SimTopUp,
} from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

export interface PageResult<T> {
  items: T[];
  total: number;
}

export type SimCardQuery = Partial<Record<'keyword' | 'carrier' | 'provider' | 'status' | 'flag', string>> & {
  projectId?: number;
  page: number;
  pageSize: number;
};

/** The card actions, each its own route (spec §2 IOT_renew, IOT_change, IOT_append, refuelingBag). */
export type SimAction = 'renew' | 'changePlan' | 'extend' | 'topUp';
export type SimActionBody = { renew: SimRenew; changePlan: SimChangePlan; extend: SimExtend; topUp: SimTopUp };
const ACTION_PATH: Record<SimAction, string> = { renew: 'renew', changePlan: 'change-plan', extend: 'extend', topUp: 'top-up' };

/** SIM cards (page card_list_SIM) and their invoices (invoice_application, invoice_records_SIM). */
export const simCardsApi = {
  list: (client: ApiClient, query: SimCardQuery) => client.get<PageResult<SimCard>>('/sim-cards', { query }),
  get: (client: ApiClient, id: number) => client.get<SimCardDetail>(`/sim-cards/${id}`),
  create: (client: ApiClient, body: SimCardCreate) => client.post<SimCard>('/sim-cards', body),
  update: (client: ApiClient, id: number, body: SimCardUpdate) => client.put<SimCard>(`/sim-cards/${id}`, body),
  remove: (client: ApiClient, id: number) => client.delete<null>(`/sim-cards/${id}`),
  act: <A extends SimAction>(client: ApiClient, id: number, action: A, body: SimActionBody[A]) =>
    client.post<SimCard>(`/sim-cards/${id}/${ACTION_PATH[action]}`, body),
  setWarning: (client: ApiClient, ids: number[], warningPercent: number) =>
    client.post<{ updated: number }>('/sim-cards/warning-level', { ids, warningPercent }),
  sync: (client: ApiClient, ids: number[]) => client.post<{ synced: number; failed: number; warned: number }>('/sim-cards/sync', { ids }),
  invoices: (client: ApiClient, query: { status?: string; page: number; pageSize: number }) =>
    client.get<PageResult<InvoiceApplication>>('/sim-invoices', { query }),
  apply: (client: ApiClient, body: InvoiceApplicationCreate) => client.post<InvoiceApplication>('/sim-invoices', body),
  settle: (client: ApiClient, id: number, body: InvoiceProcess) => client.post<InvoiceApplication>(`/sim-invoices/${id}/settle`, body),
};
