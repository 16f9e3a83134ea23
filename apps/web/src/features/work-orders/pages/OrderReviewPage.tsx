import { isWorkOrderStatus } from '@fieldlink/domain';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { DesktopOrderBoard } from '../components/DesktopOrderBoard';
import { MobileOrderList } from '../components/MobileOrderList';
import { workDetailsPath } from '../utils/orderPaths';

/** Order overview (orderReview): every order the user may see, counts per status; `?id=` opens one. */
export function OrderReviewPage() {
  const shell = useShellKind();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(query.get('id')) || null;
  // The home page's order figures open the overview filtered by one status.
  const requested = query.get('status');
  const initialStatus = isWorkOrderStatus(requested) ? requested : undefined;
  // On a phone a notification's link (/orderReview?id=) opens the work details page.
  useEffect(() => {
    if (shell === 'mobile' && id) void navigate(workDetailsPath(id), { replace: true });
  }, [shell, id, navigate]);
  return shell === 'mobile' ? <MobileOrderList mine={false} /> : <DesktopOrderBoard mine={false} initialStatus={initialStatus} />;
}
