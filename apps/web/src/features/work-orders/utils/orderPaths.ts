import { WORK_ORDER_STATUSES, type WorkOrderStatus } from '@fieldlink/domain';

/** Mobile work pages (spec §2 workbench): details, submit work, return, transfer/dispatch, accept orders. */
export const WORK_DETAILS_PATH = '/workDetails';
export const SUBMIT_WORK_PATH = '/submitWork';
export const WORK_RETURN_PATH = '/workReturn';
export const ORDER_TRANSFER_PATH = '/orderTransfer';
export const ACCEPT_ORDERS_PATH = '/acceptOrders';
export const ORDER_EDIT_PATH = '/workOrderEdit';

export const workDetailsPath = (id: number) => `${WORK_DETAILS_PATH}?id=${id}`;
export const submitWorkPath = (id: number) => `${SUBMIT_WORK_PATH}?id=${id}`;
export const orderEditPath = (id: number) => `${ORDER_EDIT_PATH}?id=${id}`;
export const workReturnPath = (id: number) => `${WORK_RETURN_PATH}?id=${id}`;
/** `dispatch` from pending, else a transfer. */
export const orderTransferPath = (id: number, action: 'dispatch' | 'transfer') => `${ORDER_TRANSFER_PATH}?id=${id}&action=${action}`;

/** The phone's order lists filtered by a status (a count tile's link). */
export const myOrdersPath = (status?: WorkOrderStatus) => (status ? `/myOrder?status=${status}` : '/myOrder');

/** The status filter of a list's query, or undefined when there is none or it is not a status. */
export function orderStatusOf(query: URLSearchParams): WorkOrderStatus | undefined {
  const status = query.get('status');
  return (WORK_ORDER_STATUSES as readonly string[]).includes(status ?? '') ? (status as WorkOrderStatus) : undefined;
}

/** The order id of a work page's query, or null when it is not a positive integer. */
export function orderIdOf(query: URLSearchParams): number | null {
  const id = Number(query.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
