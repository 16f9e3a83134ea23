// The notices feature's entry: all that other features, the shells and the shared layers use of it.
export { NoticeBell } from './components/NoticeBell';
export { NoticeTypeTag } from './components/NoticeTypeTag';
export { MobileSystemMessage } from './components/MobileSystemMessage';
export { SystemMessage } from './components/SystemMessage';
export { useUnreadNotices } from './hooks/useUnreadNotices';
export { NOTICE_LIST_PATH } from './utils/noticePaths';
