import type {
  PageResult,
  Part,
  PartApplication,
  PartApplicationAction,
  PartApplicationStatus,
  PartCreateInput,
  PartUpdate,
  StockMovement,
  StockMovementType,
} from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { Json } from '../../../lib/http/Json';

export type PartRow = Json<Part>;
export type ApplicationRow = Json<PartApplication>;
export type MovementRow = Json<StockMovement>;

export interface PartListParams {
  page: number;
  pageSize: number;
  keyword?: string;
  lowStock?: boolean;
}

export interface ApplicationListParams {
  page: number;
  pageSize: number;
  orderId?: number;
  status?: PartApplicationStatus;
  applicantId?: 'me' | number;
  keyword?: string;
  from?: string;
  to?: string;
}

export interface MovementListParams {
  page: number;
  pageSize: number;
  partId?: number;
  type?: StockMovementType;
  keyword?: string;
  from?: string;
  to?: string;
}

const clean = <T extends object>(params: T) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '' && v !== false)) as Record<
    string,
    string | number | boolean
  >;

/** Spare parts: catalogue and stock (partsCatalog), applications (partsApplication), movements (partsRecords). */
export const sparePartsApi = {
  parts: (client: ApiClient, params: PartListParams, silent = false) =>
    client.get<PageResult<PartRow>>('/parts', { query: clean(params), silent }),
  exportParts: (client: ApiClient, params: Omit<PartListParams, 'page' | 'pageSize'>) =>
    client.download('/parts/export', { query: clean(params) }),
  createPart: (client: ApiClient, body: PartCreateInput) => client.post<PartRow>('/parts', body),
  updatePart: (client: ApiClient, id: number, body: PartUpdate) => client.put<PartRow>(`/parts/${id}`, body),
  removePart: (client: ApiClient, id: number) => client.delete<null>(`/parts/${id}`),
  changeStock: (client: ApiClient, id: number, body: { type: 'purchase' | 'return' | 'adjust'; quantity: number; note?: string | null }) =>
    client.post<PartRow>(`/parts/${id}/stock`, body),
  movements: (client: ApiClient, params: MovementListParams) =>
    client.get<PageResult<MovementRow>>('/stock-movements', { query: clean(params) }),
  exportMovements: (client: ApiClient, params: Omit<MovementListParams, 'page' | 'pageSize'>) =>
    client.download('/stock-movements/export', { query: clean(params) }),
  applications: (client: ApiClient, params: ApplicationListParams, silent = false) =>
    client.get<PageResult<ApplicationRow>>('/part-applications', { query: clean(params), silent }),
  apply: (client: ApiClient, body: { orderId: number; partId: number; quantity: number; note?: string | null }) =>
    client.post<ApplicationRow>('/part-applications', body),
  act: (client: ApiClient, id: number, action: PartApplicationAction, note?: string | null) =>
    client.post<ApplicationRow>(`/part-applications/${id}/${action}`, { note: note ?? null }),
};
