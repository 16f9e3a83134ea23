import { type Language } from '@fieldlink/domain';
import { MANUAL_SECTIONS, type ManualSection } from './sections';
import { parseMarkdown, plainText, type Block } from './utils/markdown';

export interface ManualPageText {
  section: ManualSection;
  title: string;
  blocks: Block[];
  /** The words, for the search. */
  text: string;
}

const FILES = import.meta.glob<string>('./content/*/*.md', { query: '?raw', import: 'default', eager: true });

/** The Markdown of a section in a language, as written (undefined when the file is missing). */
export function manualSource(language: Language, section: string): string | undefined {
  return FILES[`./content/${language}/${section}.md`];
}

function read(language: Language, section: ManualSection): ManualPageText {
  const blocks = parseMarkdown(manualSource(language, section) ?? '');
  const first = blocks.find((block) => block.kind === 'heading');
  return { section, title: first?.kind === 'heading' ? first.text : section, blocks, text: plainText(blocks) };
}

/** Every section, in the manual's order, per language. */
const readAll = (language: Language) => MANUAL_SECTIONS.map((section) => read(language, section));
export const MANUAL: Readonly<Record<Language, readonly ManualPageText[]>> = { 'zh-CN': readAll('zh-CN'), 'en-US': readAll('en-US') };
