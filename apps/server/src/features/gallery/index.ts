export { galleryRoutes } from './gallery.routes.js';
export { createGalleryService, checkGalleryUpload, type GalleryService, type GalleryImage } from './gallery.service.js';
export { createGalleryRepository, type GalleryRepository } from './gallery.repository.js';
export { sanitiseSvg } from './svg-sanitiser.js';
export { SYSTEM_IMAGES } from './system-images.js';
