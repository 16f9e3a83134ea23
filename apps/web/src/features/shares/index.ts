export { ShareButton } from './components/ShareButton';
export { MobileShareButton } from './components/MobileShareButton';
export { embeddedShareLink } from './utils/shareUrl';
