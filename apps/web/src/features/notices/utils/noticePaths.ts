export const NOTICE_LIST_PATH = '/notice/notice_user_page';

export function noticeDetailPath(id: number): string {
  return `/notice/notice_detail?id=${id}`;
}

/** The id of /notice/notice_detail?id=, or null when missing or not a positive integer. */
export function noticeIdFrom(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
