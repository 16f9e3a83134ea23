import 'i18next';
import type { RESOURCES } from './resources';

// The catalogs are the key set: a key they lack does not compile (see useTranslation.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof RESOURCES)['en-US'];
  }
}
