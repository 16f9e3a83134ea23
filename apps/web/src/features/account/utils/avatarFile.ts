import { AVATAR_MAX_BYTES } from '@fieldlink/domain';

/** Avatar uploads (spec §5 "Uploads"): jpg or png, at most 3 MB; the server checks the content again. */
export const AVATAR_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
const AVATAR_TYPES = ['image/jpeg', 'image/png'];
const AVATAR_EXTENSIONS = /\.(jpe?g|png)$/i;

export type AvatarProblem = 'fileType' | 'fileTooLarge';

/** Why a chosen file cannot be an avatar (a `messages` key: error.fileType / error.fileTooLarge), or null. */
export function avatarFileProblem(file: { name: string; type: string; size: number }): AvatarProblem | null {
  const typeOk = file.type ? AVATAR_TYPES.includes(file.type) : AVATAR_EXTENSIONS.test(file.name);
  if (!typeOk) return 'fileType';
  if (file.size > AVATAR_MAX_BYTES) return 'fileTooLarge';
  return null;
}

/** "3 MB": the limit as the message shows it. */
export const AVATAR_MAX_LABEL = `${AVATAR_MAX_BYTES / 1024 / 1024} MB`;
