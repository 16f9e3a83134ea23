import type { Language } from '@fieldlink/domain';

/**
 * A quantity as people read it (issue 37 item 12): grouped thousands in the reader's language and at
 * most `decimals` places, trailing zeros gone — 157280 → "157,280", 24.9616 → "24.96".
 */
export function formatQuantity(value: number, language: Language, decimals = 2): string {
  if (!Number.isFinite(value)) return '—';
  return new Intl.NumberFormat(language, { maximumFractionDigits: decimals }).format(value);
}

/**
 * A figure of unknown kind (an XDATA KPI cell) as people read it: a number — PostgreSQL sends
 * numerics as text — through formatQuantity (four places below 1, else two); text as it is.
 */
export function quantityText(value: unknown, language: Language): string {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return value === null || value === undefined ? '' : String(value);
  return formatQuantity(number, language, Math.abs(number) < 1 ? 4 : 2);
}
