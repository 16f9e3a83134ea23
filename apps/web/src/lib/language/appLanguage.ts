import { resolveClientLanguage, type Language } from '@fieldlink/domain';
import type { Platform } from '@fieldlink/domain';
import { hashQuery } from '../platform/hashQuery';
import { clientStorage } from '../storage/clientStorage';

/**
 * The language to start with (spec §1): the stored setting, else the browser language when it is
 * zh-CN or en-US, else the app wrapper's Language parameter, else zh-CN.
 */
export function initialLanguage(platform: Platform): Language {
  return resolveClientLanguage({
    stored: clientStorage.get('language'),
    browser: navigator.language,
    appParameter: platform === 'app' ? hashQuery(window.location.hash).get('Language') : null,
  });
}
