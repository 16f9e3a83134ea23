/**
 * Brackets of every kind, half- and full-width (spec §5 "Text with no parentheses, braces or
 * full-width brackets is accepted (one pattern)"): data-point, group and tree-node names may
 * contain none.
 */
export const BRACKETS_PATTERN = /[()[\]{}<>（）【】《》〈〉［］｛｝「」『』〔〕]/;

export function hasBrackets(value: string): boolean {
  return BRACKETS_PATTERN.test(value);
}
