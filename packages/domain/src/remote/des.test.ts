import { describe, expect, it } from 'vitest';
import { desEcbEncrypt, vncAuthResponse, vncKeyOf, vncPasswordFile } from './des.js';

const hex = (s: string) => Uint8Array.from(s.match(/../g) ?? [], (pair) => parseInt(pair, 16));
const toHex = (b: Uint8Array) => [...b].map((x) => x.toString(16).padStart(2, '0')).join('');

describe('DES-ECB', () => {
  it.each([
    // The classic worked example (J. Orlin Grabbe, "The DES Algorithm Illustrated").
    ['133457799bbcdff1', '0123456789abcdef', '85e813540f0ab405'],
    // FIPS 81 / NBS validation vectors.
    ['0e329232ea6d0d73', '8787878787878787', '0000000000000000'],
    ['0000000000000000', '0000000000000000', '8ca64de9c1b123a7'],
    ['ffffffffffffffff', 'ffffffffffffffff', '7359b2163e4edc58'],
    ['3000000000000000', '1000000000000001', '958e6e627a05557b'],
  ])('key %s encrypts %s to %s', (key, plain, cipher) => {
    expect(toHex(desEcbEncrypt(hex(key), hex(plain)))).toBe(cipher);
  });

  it('encrypts each 8-byte block on its own (ECB)', () => {
    const out = desEcbEncrypt(hex('133457799bbcdff1'), hex('0123456789abcdef0123456789abcdef'));
    expect(toHex(out)).toBe('85e813540f0ab40585e813540f0ab405');
  });

  it('ignores the parity bits of the key', () => {
    expect(toHex(desEcbEncrypt(hex('123556789abddef0'), hex('0123456789abcdef')))).toBe(
      toHex(desEcbEncrypt(hex('133457799bbcdff1'), hex('0123456789abcdef'))),
    );
  });

  it('refuses a key or data of the wrong size', () => {
    expect(() => desEcbEncrypt(new Uint8Array(7), new Uint8Array(8))).toThrow(RangeError);
    expect(() => desEcbEncrypt(new Uint8Array(8), new Uint8Array(9))).toThrow(RangeError);
  });
});

describe('VNC authentication', () => {
  it('makes the key of the first 8 characters with each byte’s bits reversed', () => {
    expect(toHex(vncKeyOf('password'))).toBe('0e86ceceeef64e26');
    expect(vncKeyOf('password-longer')).toEqual(vncKeyOf('password'));
    expect(toHex(vncKeyOf('ab'))).toBe('8646000000000000');
  });

  it('answers a challenge as a VNC server expects', () => {
    // Computed with OpenSSL's DES (legacy provider) under the bit-reversed key.
    const challenge = hex('000102030405060708090a0b0c0d0e0f');
    expect(toHex(vncAuthResponse('password', challenge))).toBe('b866924125c8eebb9debc1db61c538e2');
    expect(() => vncAuthResponse('password', new Uint8Array(8))).toThrow(RangeError);
  });

  it('writes the password file TigerVNC’s `vncpasswd -f` writes', () => {
    expect(toHex(vncPasswordFile('secret1'))).toBe('b4ab9e8c4e005607');
  });
});
