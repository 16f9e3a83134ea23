import { BOX_ID_LENGTH } from '@fieldlink/domain';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random box ID: 12 upper-case letters and digits (no 0/O or 1/I, which read alike). */
export function generateBoxId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < BOX_ID_LENGTH; i++) id += ALPHABET[Math.floor(random() * ALPHABET.length)] ?? 'A';
  return id;
}
