/** Query parameters of the hash route ("#/home?Language=en-US" gives Language=en-US). */
export function hashQuery(hash: string): URLSearchParams {
  const index = hash.indexOf('?');
  return new URLSearchParams(index >= 0 ? hash.slice(index + 1) : '');
}
