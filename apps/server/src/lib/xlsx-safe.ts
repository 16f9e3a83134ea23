import type { Cell } from './xlsx.js';

/**
 * Text a spreadsheet would read as a formula (= + - @, or a leading tab/CR) gets a leading
 * apostrophe, so an exported cell always shows the text that was stored and never runs.
 */
export function safeCell(value: Cell): Cell {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
