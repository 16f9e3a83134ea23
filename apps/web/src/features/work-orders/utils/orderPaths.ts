/** Mobile work pages (spec §2 workbench): details, submit work, return, transfer/dispatch, accept orders. */
export const WORK_DETAILS_PATH = '/workDetails';
export const SUBMIT_WORK_PATH = '/submitWork';
export const WORK_RETURN_PATH = '/workReturn';
export const ORDER_TRANSFER_PATH = '/orderTransfer';
export const ACCEPT_ORDERS_PATH = '/acceptOrders';

export const workDetailsPath = (id: number) => `${WORK_DETAILS_PATH}?id=${id}`;
export const submitWorkPath = (id: number) => `${SUBMIT_WORK_PATH}?id=${id}`;
export const workReturnPath = (id: number) => `${WORK_RETURN_PATH}?id=${id}`;
/** `dispatch` from pending, else a transfer. */
export const orderTransferPath = (id: number, action: 'dispatch' | 'transfer') => `${ORDER_TRANSFER_PATH}?id=${id}&action=${action}`;

/** The order id of a work page's query, or null when it is not a positive integer. */
export function orderIdOf(query: URLSearchParams): number | null {
  const id = Number(query.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
