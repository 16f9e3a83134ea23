import dayjs from 'dayjs';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { OrderStatusTag } from '../../../ui/OrderStatusTag';
import type { OverviewOrderRow } from '../api/overviewApi';
import { HomeEmpty } from './HomeEmpty';
import styles from './home.module.css';

/** The newest work orders with their status, each opening its details (`orderPath`: null when the user may not open the overview). */
export function LatestOrders({ rows, orderPath }: { rows: readonly OverviewOrderRow[]; orderPath: (id: number) => string | null }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <HomeEmpty text={t('home:noOrders')} />;
  return (
    <div data-testid="home-latest-orders">
      {rows.map((order) => {
        const to = orderPath(order.id);
        const body = (
          <>
            <span className={styles.rowMain}>
              <span className={styles.ellipsis}>{order.problem}</span>
              <span className={`${styles.ellipsis} ${styles.muted}`}>{[order.number, order.projectName].filter(Boolean).join(' · ')}</span>
            </span>
            <span style={{ flex: 'none', display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 2 }}>
              <OrderStatusTag status={order.status} />
              <span className={styles.muted}>{dayjs(order.createdAt).format('MM-DD HH:mm')}</span>
            </span>
          </>
        );
        return to ? (
          <Link key={order.id} to={to} className={styles.row} data-testid={`home-order-${order.id}`}>
            {body}
          </Link>
        ) : (
          <div key={order.id} className={styles.row} data-testid={`home-order-${order.id}`}>
            {body}
          </div>
        );
      })}
    </div>
  );
}
