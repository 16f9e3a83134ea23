import { pointLabel } from '@fieldlink/domain';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/language/useLanguage';
import { deviceInfoPath } from '../../devices';
import type { OverviewOutputRow } from '../api/overviewApi';
import { formatOutput } from '../utils/overviewFigures';
import { HomeEmpty } from './HomeEmpty';
import styles from './home.module.css';

/** Today's output per device with a counter point, in the point's decimals and unit; a row opens the device's page. */
export function TodayOutput({ rows, canOpen }: { rows: readonly OverviewOutputRow[]; canOpen: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (rows.length === 0) return <HomeEmpty text={t('home:noOutput')} />;
  return (
    <div data-testid="home-output">
      {rows.map((row) => {
        const body = (
          <>
            <span className={styles.rowMain}>
              <span className={styles.ellipsis}>{row.deviceName}</span>
              <span
                className={`${styles.ellipsis} ${styles.muted}`}
              >{`${row.projectName} · ${pointLabel({ name: row.pointName, valueDescription: row.pointDescription }, language)}`}</span>
            </span>
            <span
              style={{ flex: 'none', fontSize: 18, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
              data-testid={`home-output-value-${row.deviceId}`}
            >
              {formatOutput(row.value, row.decimals, row.unit, language)}
            </span>
          </>
        );
        return canOpen ? (
          <Link
            key={row.deviceId}
            to={deviceInfoPath({ id: row.deviceId })}
            className={styles.row}
            data-testid={`home-output-${row.deviceId}`}
          >
            {body}
          </Link>
        ) : (
          <div key={row.deviceId} className={styles.row} data-testid={`home-output-${row.deviceId}`}>
            {body}
          </div>
        );
      })}
    </div>
  );
}
