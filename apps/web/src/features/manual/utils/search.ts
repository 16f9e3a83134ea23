export interface SearchableSection {
  section: string;
  title: string;
  text: string;
}

export interface SearchHit {
  section: string;
  title: string;
  /** The words around the first match. */
  excerpt: string;
}

/**
 * The sections whose words hold every term of the query (split at spaces; case does not matter; Chinese is
 * matched as written), a title match first, each with the words around its first match.
 */
export function searchManual(sections: readonly SearchableSection[], query: string): SearchHit[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const hits = sections.flatMap((section) => {
    const haystack = `${section.title}\n${section.text}`.toLowerCase();
    if (!terms.every((term) => haystack.includes(term))) return [];
    const text = section.text.replace(/\s+/g, ' ');
    const at = Math.max(0, text.toLowerCase().indexOf(terms[0] ?? ''));
    const start = Math.max(0, at - 30);
    const excerpt = `${start > 0 ? '…' : ''}${text.slice(start, at + 70)}${at + 70 < text.length ? '…' : ''}`;
    const inTitle = terms.some((term) => section.title.toLowerCase().includes(term));
    return [{ hit: { section: section.section, title: section.title, excerpt }, inTitle }];
  });
  return hits.sort((a, b) => Number(b.inTitle) - Number(a.inTitle)).map(({ hit }) => hit);
}
