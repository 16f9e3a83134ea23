/**
 * Calendar arithmetic on plain dates ("YYYY-MM-DD"), no time zone involved: the SIM cards' cycles
 * and renewals and the installment plans' due dates share it.
 */
interface Ymd {
  y: number;
  m: number;
  d: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const format = ({ y, m, d }: Ymd) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
function parse(date: string): Ymd {
  const [y, m, d] = date.split('-').map(Number);
  return { y: y!, m: m!, d: d! };
}
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** `months` calendar months after `date`, the day clamped to the month's end (Jan 31 + 1 = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const { y, m, d } = parse(date);
  const index = y * 12 + (m - 1) + months;
  const ny = Math.floor(index / 12);
  const nm = (index % 12) + 1;
  return format({ y: ny, m: nm, d: Math.min(d, daysInMonth(ny, nm)) });
}

export function addDays(date: string, days: number): string {
  const { y, m, d } = parse(date);
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return format({ y: next.getUTCFullYear(), m: next.getUTCMonth() + 1, d: next.getUTCDate() });
}
