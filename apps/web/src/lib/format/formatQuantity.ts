import type { Language } from '@fieldlink/domain';

/**
 * A quantity as people read it (issue 37 item 12): grouped thousands in the reader's language and at
 * most `decimals` places, trailing zeros gone — 157280 → "157,280", 24.9616 → "24.96".
 */
export function formatQuantity(value: number, language: Language, decimals = 2): string {
  if (!Number.isFinite(value)) return '—';
  return new Intl.NumberFormat(language, { maximumFractionDigits: decimals }).format(value);
}
