import { AVATAR_MAX_BYTES } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_LABEL, avatarFileProblem } from './avatarFile';

describe('avatarFileProblem', () => {
  it.each([
    [{ name: 'a.png', type: 'image/png', size: 100 }, null],
    [{ name: 'a.jpg', type: 'image/jpeg', size: AVATAR_MAX_BYTES }, null],
    [{ name: 'a.jpg', type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 }, 'fileTooLarge'],
    [{ name: 'a.gif', type: 'image/gif', size: 100 }, 'fileType'],
    [{ name: 'a.pdf', type: 'application/pdf', size: 100 }, 'fileType'],
    [{ name: 'a.JPEG', type: '', size: 100 }, null],
    [{ name: 'a.bmp', type: '', size: 100 }, 'fileType'],
  ] as const)('%o → %s', (file, expected) => {
    expect(avatarFileProblem(file)).toBe(expected);
  });

  it('states the 3 MB limit', () => {
    expect(AVATAR_MAX_LABEL).toBe('3 MB');
  });
});
