import type { LoginPublicKey, LoginRequest } from '@fieldlink/domain';

/**
 * The login body as it should travel (spec §7 `isEncrypt`). Over https or on localhost the
 * connection already protects the password and it goes as typed. On a plain-http page
 * (`isSecureContext` false, where WebCrypto's `subtle` is missing too) it is encrypted with the
 * server's login key by our own RSA-OAEP, loaded only then so the login chunk stays small. A
 * password too long for the key (no valid password is) goes as typed: the server refuses it anyway.
 */
export async function protectLoginRequest(
  request: LoginRequest,
  { secureContext, fetchKey }: { secureContext: boolean; fetchKey: () => Promise<LoginPublicKey> },
): Promise<LoginRequest> {
  if (secureContext) return request;
  const [key, { encryptPassword }] = await Promise.all([fetchKey(), import('../crypto/encryptPassword')]);
  const password = encryptPassword(key.publicKey, request.password);
  return password === undefined ? request : { ...request, password, isEncrypt: true, keyId: key.keyId };
}
