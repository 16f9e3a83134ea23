export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const FORBIDDEN_PATH = '/401';

export type ProfileState = 'loading' | 'ready' | 'error';

export interface RouteInput {
  /** The full path inside the hash route, query included ("/item/item_query?itemId=3"). */
  path: string;
  hasToken: boolean;
  profileState: ProfileState;
  /** Page names the profile allows in the current shell. */
  allowedPages: readonly string[];
  isPublic: boolean;
  /** The catalogue page this path opens in the current shell; undefined for an unknown route. */
  pageName?: string | undefined;
  /** The page catalogue's code is still loading (it comes with the shells): a signed-in page waits for it. */
  catalogLoading?: boolean;
}

export type RouteDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  /** The profile could not be loaded: clear the token and show login. */
  | { kind: 'resetSession'; to: string }
  | { kind: 'notFound' };

function pathname(path: string): string {
  return path.split('?')[0] ?? path;
}

function isRoot(path: string): boolean {
  return path === '' || path === '/';
}

export function loginPathFor(path: string): string {
  return `${LOGIN_PATH}?rederect=${encodeURIComponent(path)}`;
}

/** The route guard (spec §4). */
export function decideRoute({ path, hasToken, profileState, allowedPages, isPublic, pageName, catalogLoading }: RouteInput): RouteDecision {
  // The README's address ("/", "#/") is the home page (spec §2 "/home (redirected from /)"), signed in or not.
  if (isRoot(pathname(path))) return { kind: 'redirect', to: HOME_PATH };
  // With a token, login sends on to its rederect target (else home): signing in stores the token
  // before it navigates there, and this must not race it back to home.
  if (pathname(path) === LOGIN_PATH) {
    return hasToken
      ? { kind: 'redirect', to: afterLoginPath(new URLSearchParams(path.split('?')[1] ?? '').get('rederect')) }
      : { kind: 'allow' };
  }
  if (isPublic) return { kind: 'allow' };
  if (!hasToken) return { kind: 'redirect', to: loginPathFor(path) };
  if (profileState === 'loading') return { kind: 'wait' };
  if (profileState === 'error') return { kind: 'resetSession', to: loginPathFor(path) };
  if (catalogLoading) return { kind: 'wait' };
  if (pageName === undefined) return { kind: 'notFound' };
  if (!allowedPages.includes(pageName)) return { kind: 'redirect', to: FORBIDDEN_PATH };
  return { kind: 'allow' };
}

/**
 * Where to go after signing in: the rederect target when it is a path inside this app, else home.
 * Anything that could leave the app ("//evil", "https:") is ignored.
 */
export function afterLoginPath(rederect: string | null): string {
  if (!rederect || !rederect.startsWith('/') || rederect.startsWith('//')) return HOME_PATH;
  if (pathname(rederect) === LOGIN_PATH || isRoot(pathname(rederect))) return HOME_PATH;
  return rederect;
}
