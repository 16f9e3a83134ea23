import { orderProblem, type Language } from '@fieldlink/domain';
import type { OrderDetail } from '../api/workOrdersApi';
import { builtKey, type CatalogKey } from '../../../i18n/useTranslation';

export interface OrderField {
  key: string;
  value: string;
}

type Translate = (key: CatalogKey, params?: Record<string, unknown>) => string;

/** The order's fields as label keys and display values (spec §3 repair order), for either shell. */
export function orderFields(order: OrderDetail, t: Translate, language: Language): OrderField[] {
  const rows: [string, string | number | null | undefined][] = [
    ['number', order.number],
    ['project', order.projectName],
    ['device', order.deviceName],
    ['nature', order.nature ? t(builtKey(`workOrders:natures.${order.nature}`)) : null],
    ['source', t(builtKey(`workOrders:sources.${order.source}`))],
    ['problem', orderProblem(order, language)],
    ['detail', order.detail],
    ['contact', `${order.contactName} ${order.contactPhone}`],
    ['dueDate', order.dueDate],
    ['warrantyUntil', order.warrantyUntil],
    ['visibility', t(order.public ? 'workOrders:fields.public' : 'workOrders:fields.private')],
    ['creator', order.creatorName ?? (order.source === 'request' ? t('workOrders:fields.customer') : null)],
    ['assignee', order.assigneeName],
    ['solution', order.solution],
    ['suggestion', order.suggestion],
    ['workingHours', order.workingHours],
  ];
  return rows
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => ({ key, value: String(value) }));
}
