// The share-links feature's entry: making, listing and revoking the share links of a device, project,
// view or screen on that object's own page. A leaf: the objects' features import it, and it imports
// none of them nor shares (the shared pages, which import the objects' features in turn).
export { ShareButton } from './components/ShareButton';
export { MobileShareButton } from './components/MobileShareButton';
