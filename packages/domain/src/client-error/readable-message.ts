/**
 * What a reader of the error log is shown for a reported message (issue 37): a thrown value that
 * was not an Error arrives as its JSON text (`{"code":400,"message":"…"}`, antd's
 * `{"errorFields":[…]}`), and a script of another origin as "Script error.". The message such a
 * body carries is shown as it is; a body without one is named by a catalog reason instead.
 */
export type ReadableErrorMessage =
  { text: string } | { reason: 'noMessage' | 'crossOrigin' | 'incompleteForm'; detail?: string | undefined };

/** A leading error name ("Error: ", "TypeError: ") before the thrown text. */
const ERROR_NAME = /^(?:[A-Z][A-Za-z]*Error|Error|Uncaught(?: \(in promise\))?):?\s*/u;

function messageOf(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value !== 'object' || value === null || depth > 2) return undefined;
  const record = value as Record<string, unknown>;
  for (const key of ['message', 'msg', 'error', 'reason', 'detail']) {
    const found = messageOf(record[key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The readable form of a stored client error message. */
export function readableErrorMessage(raw: string): ReadableErrorMessage {
  const message = raw.trim();
  if (!message || /^(?:Uncaught )?Script error\.?$/iu.test(message) || message === 'Unknown error') {
    return { reason: message && message !== 'Unknown error' ? 'crossOrigin' : 'noMessage' };
  }
  const body = message.replace(ERROR_NAME, '');
  if (!/^[[{"]/u.test(body)) return { text: message };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { text: message };
  }
  if (typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as { errorFields?: unknown }).errorFields)) {
    const fields = (parsed as { errorFields: { name?: unknown }[] }).errorFields
      .map((field) => (Array.isArray(field.name) ? field.name.join('.') : undefined))
      .filter((name): name is string => !!name);
    return { reason: 'incompleteForm', detail: fields.join(', ') || undefined };
  }
  const text = messageOf(parsed);
  return text ? { text } : { reason: 'noMessage' };
}
