import { useShellKind } from '../../../lib/platform/useShellKind';
import { DesktopRepairRequestPage } from './DesktopRepairRequestPage';
import { MobileRepairRequestPage } from './mobile/MobileRepairRequestPage';

/** /application_for_repair in both shells. */
export function RepairRequestPage() {
  return useShellKind() === 'mobile' ? <MobileRepairRequestPage /> : <DesktopRepairRequestPage />;
}
