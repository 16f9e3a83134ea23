import type { ClientErrorReport } from './report.js';

/**
 * The message with what varies between occurrences replaced: quoted strings, UUIDs, hex ids,
 * URLs' query strings and numbers. "Cannot read 'x' of item 42" and "… 'y' of item 7" group together.
 */
export function normaliseMessage(message: string): string {
  return message
    .replace(/(["'`])(?:(?!\1)[^\\\n]|\\.)*\1/g, '<str>')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<id>')
    .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{8,}\b/gi, '<id>')
    .replace(/\?[^\s]*/g, '?<query>')
    .replace(/-?\d+(\.\d+)?/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A build's file name without its content hash: `index-BX3k9a_Q.js` -> `index.js`. */
function withoutHash(file: string): string {
  return file.replace(/[-.][A-Za-z0-9_]{8}(\.\w+)$/, '$1');
}

/**
 * The first stack frame as `file:line` (file name without folder, query or build hash), or ''
 * when the stack has no frame. Understands V8's `at f (url:line:col)` and Firefox/Safari's `f@url:line:col`.
 */
export function firstFrame(stack: string | undefined): string {
  if (!stack) return '';
  for (const line of stack.split('\n')) {
    const match = /(?:\(|@|at\s+)([^\s()@]+?):(\d+)(?::\d+)?\)?\s*$/.exec(line.trim());
    if (!match) continue;
    const file = match[1]!.split(/[?#]/)[0]!.split('/').pop() ?? '';
    return `${withoutHash(file)}:${match[2]}`;
  }
  return '';
}

/** FNV-1a, 32 bits, as 8 hex digits: short, stable, no crypto needed in the browser or here. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * What groups reports in the error store: the kind, the normalised message and the first stack
 * frame (an error), or the method, the path without query or ids and the status (a request).
 */
export function clientErrorFingerprint(report: ClientErrorReport): string {
  const key =
    report.kind === 'request'
      ? `request|${report.method} ${normaliseMessage(report.url.split('?')[0]!)}|${report.status}`
      : `error|${normaliseMessage(report.message)}|${firstFrame(report.stack)}`;
  return fnv1a(key) + fnv1a(`${key}#`);
}
