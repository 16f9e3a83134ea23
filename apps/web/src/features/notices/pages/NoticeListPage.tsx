import { useShellKind } from '../../../lib/platform/useShellKind';
import { DesktopNoticeList } from '../components/DesktopNoticeList';
import { MobileNoticeList } from '../components/MobileNoticeList';

/** /notice/notice_user_page in both shells. */
export function NoticeListPage() {
  return useShellKind() === 'mobile' ? <MobileNoticeList /> : <DesktopNoticeList />;
}
