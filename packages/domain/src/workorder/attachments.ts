/** The attachments of repair requests and completions (spec §5 "Attachments jpg/jpeg/png, max 1M"): the same limits feed the forms and the server. */
export const ATTACHMENT_MAX_BYTES = 1024 * 1024;
export const ATTACHMENT_MAX_LABEL = '1 MB';
export const ATTACHMENT_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const REPAIR_REQUEST_MAX_PHOTOS = 6;
export const COMPLETE_MAX_PHOTOS = 6;

/** What an order's stored files are: the request's photos, the completion photos, the signature. */
export const WORK_ORDER_FILE_KINDS = ['request', 'complete', 'signature'] as const;
export type WorkOrderFileKind = (typeof WORK_ORDER_FILE_KINDS)[number];
