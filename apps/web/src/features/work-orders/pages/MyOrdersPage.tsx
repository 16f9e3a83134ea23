import { useShellKind } from '../../../lib/platform/useShellKind';
import { DesktopOrderBoard } from '../components/DesktopOrderBoard';
import { MobileOrderList } from '../components/MobileOrderList';

/** My orders (myOrder): the orders assigned to me, in both shells. */
export function MyOrdersPage() {
  return useShellKind() === 'mobile' ? <MobileOrderList mine /> : <DesktopOrderBoard mine />;
}
