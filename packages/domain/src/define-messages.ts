/**
 * One feature's messages in both languages. The English table must have exactly the Chinese keys, so
 * a feature file cannot ship a key in one language only. `messages.ts` spreads every feature's table.
 */
export function defineMessages<const Z extends Record<string, string>>(zhCN: Z, enUS: Record<keyof Z, string>) {
  return { 'zh-CN': zhCN, 'en-US': enUS } as const;
}
