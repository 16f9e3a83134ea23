import dayjs from 'dayjs';

/** A timestamp from the API as local "YYYY-MM-DD HH:mm:ss" ('' when absent). */
export function formatTime(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '';
}
