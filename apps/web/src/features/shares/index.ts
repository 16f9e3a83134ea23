export { ShareButton } from './components/ShareButton';
export { MobileShareButton } from './components/MobileShareButton';
