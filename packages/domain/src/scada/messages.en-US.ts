import type { scadaMessagesZhCN } from './messages.zh-CN.js';

/** `scadaMessages` in en-US: exactly the zh-CN keys. */
export const scadaMessagesEnUS: Record<keyof typeof scadaMessagesZhCN, string> = {
  'validation.viewName': 'A view name is 1 to 8 characters: Chinese, letters and digits only',
  'validation.viewPlatform': 'Choose the view platform',
  'validation.scene': 'The view content is not valid',
  'validation.sceneVersion': 'The view content has a version this system does not know',
  'validation.color': 'Not a valid colour',
  'validation.duplicateElementId': 'Two elements of the view have the same id',
  'validation.duplicateLayerId': 'Two layers of the view have the same id',
  'validation.tooManyElements': 'The view has too many elements',
  'validation.viewFile': 'Not a valid view file',
  'error.viewNotFound': 'The view does not exist or you have no access to it',
  'error.viewVersionConflict': 'Someone else changed this view; reload it before saving',
  'error.viewNameTaken': 'This project already has a view with that name',
  'error.bindingNotInProject': 'A bound point does not belong to a device of this project',
  'error.galleryNotFound': 'The image does not exist or you have no access to it',
  'error.galleryType': 'Images must be jpg, jpeg, png, gif or svg',
  'error.gallerySize': 'Images must be 2048 KB or smaller',
  'error.svgInvalid': 'The SVG file cannot be read',
  'error.systemGalleryReadOnly': 'The system gallery cannot be changed',
};
