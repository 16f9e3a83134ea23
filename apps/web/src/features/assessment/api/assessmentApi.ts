import type {
  AssessmentOrder,
  AssessmentRow,
  AssessmentRuleBody,
  AssessmentRuleDto,
  OrderRating,
  OrderRatingBody,
} from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { Json } from '../../../lib/http/Json';

const clean = <T extends object>(params: T) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;

export type RuleDto = Json<AssessmentRuleDto>;
export type AssessmentOrderRow = Json<AssessmentOrder>;
export interface AssessmentResultRow {
  items: AssessmentRow[];
  total: number;
  orders: AssessmentOrderRow[];
}

export interface AssessmentParams {
  from: string;
  to: string;
  userId?: number;
  page: number;
  pageSize: number;
}

/** Assessment: the company's rule (AssessmentRule), search and export (assessmentSearch), own scores, ratings. */
export const assessmentApi = {
  rule: (client: ApiClient, companyId?: number) => client.get<RuleDto>('/assessment/rule', { query: clean({ companyId }) }),
  saveRule: (client: ApiClient, body: AssessmentRuleBody & { companyId?: number }) => client.put<RuleDto>('/assessment/rule', body),
  search: (client: ApiClient, params: AssessmentParams) => client.get<AssessmentResultRow>('/assessment/search', { query: clean(params) }),
  export: (client: ApiClient, params: Omit<AssessmentParams, 'page' | 'pageSize'>) =>
    client.download('/assessment/search/export', { query: clean(params) }),
  mine: (client: ApiClient, params: { from: string; to: string }) =>
    client.get<AssessmentResultRow>('/assessment/mine', { query: clean(params) }),
  rating: (client: ApiClient, orderId: number) => client.get<Json<OrderRating> | null>(`/work-orders/${orderId}/rating`),
  rate: (client: ApiClient, orderId: number, body: OrderRatingBody) =>
    client.post<Json<OrderRating>>(`/work-orders/${orderId}/rating`, body),
};
