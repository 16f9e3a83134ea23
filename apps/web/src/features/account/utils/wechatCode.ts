/**
 * The code WeChat returns after authorisation. WeChat adds `?code=` to the redirect URL; with a
 * hash route it lands either before the hash (`/?code=X#/wechatBinding`) or inside it
 * (`#/wechatBinding?code=X`). Both are read, the hash's first.
 */
export function wechatCodeFrom(search: string, hash: string): string | null {
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  return new URLSearchParams(hashQuery).get('code') || new URLSearchParams(search).get('code') || null;
}
