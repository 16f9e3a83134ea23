import { DesktopAlertWindow } from '../../features/inbox';
import { NoticeBell, SystemMessage } from '../../features/notices';
import { AntdProviders } from '../../ui/AntdProviders';

/** The header's widgets that draw with antd, inside its providers (with the API client's failure feedback): a chunk of their own. */
export function AntdHeaderWidgets() {
  return (
    <AntdProviders>
      <SystemMessage />
      <DesktopAlertWindow />
      <NoticeBell />
    </AntdProviders>
  );
}
