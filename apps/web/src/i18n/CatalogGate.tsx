import { use, type ReactNode } from 'react';
import { currentLanguage, ensureCatalog, hasFullCatalog, type CatalogPart } from './index';
import { useTranslation } from './useTranslation';

/**
 * Draws its children once a part of the running language's catalogs is loaded (suspending until
 * then): the shell part around the shells (their frame and the home), all of them around every other
 * page and the pages outside the shells. Only the sign-in page draws with the first part alone.
 */
export function CatalogGate({ part = 'all', children }: { part?: CatalogPart; children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  if (!hasFullCatalog(i18n, language, part)) use(ensureCatalog(i18n, language, part));
  return children;
}
