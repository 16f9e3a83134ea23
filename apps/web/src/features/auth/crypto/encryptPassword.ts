import { maxMessageLength, parseSpki, rsaOaepEncrypt } from './rsaOaep';

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));

/**
 * The login password as the server's `isEncrypt` takes it: base64 RSA-OAEP (SHA-256) of its
 * UTF-8 bytes under the login key (`publicKey`: DER SubjectPublicKeyInfo, base64). Undefined when
 * the password is longer than the key can carry (190 bytes; no valid password is that long).
 */
export function encryptPassword(publicKey: string, password: string): string | undefined {
  const key = parseSpki(fromBase64(publicKey));
  const message = new TextEncoder().encode(password);
  if (message.length > maxMessageLength(key)) return undefined;
  return toBase64(rsaOaepEncrypt(key, message));
}
