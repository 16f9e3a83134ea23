export { embeddedShareLink } from './utils/shareUrl';
