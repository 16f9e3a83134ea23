import { use, type ReactNode } from 'react';
import { currentLanguage, ensureCatalog, hasFullCatalog } from './index';
import { useTranslation } from './useTranslation';

/**
 * Draws its children once all of the running language's catalogs are loaded (suspending until then):
 * around the shells and the pages outside them. Only the sign-in page draws with the first part.
 */
export function CatalogGate({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  if (!hasFullCatalog(i18n, language)) use(ensureCatalog(i18n, language));
  return children;
}
