import { Link } from 'react-router';
import { useOpenablePages } from '../../access';
import { useDeviceInstallment } from '../hooks/useInstallments';
import { installmentDetailsPath } from '../utils/paths';
import { LockTag, PlanStateTag } from './PlanTags';

/** On a device page: the device's installment state and lock, linked to the plan when the reader may open it. */
export function DeviceLockBadge({ deviceId }: { deviceId: number }) {
  const plan = useDeviceInstallment(deviceId).data;
  const openable = useOpenablePages();
  if (!plan) return null;
  const tags = (
    <span data-testid="device-installment">
      <PlanStateTag state={plan.state} />
      <LockTag plan={plan} />
    </span>
  );
  return openable.has('installmentDetails') ? <Link to={installmentDetailsPath(plan.id)}>{tags}</Link> : tags;
}
