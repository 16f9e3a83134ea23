import { ALARM_LEVEL_COLORS } from '@fieldlink/domain';
import dayjs from 'dayjs';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/language/useLanguage';
import { alarmText } from '../../alarms';
import { deviceInfoPath } from '../../devices';
import type { OverviewAlarmRow } from '../api/overviewApi';
import { HomeEmpty } from './HomeEmpty';
import styles from './home.module.css';

/** The newest alarms, each in its level's colour, opening its device's page (when the user may open it). */
export function LatestAlarms({ rows, canOpen }: { rows: readonly OverviewAlarmRow[]; canOpen: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (rows.length === 0) return <HomeEmpty text={t('home:noAlarms')} />;
  return (
    <div data-testid="home-latest-alarms">
      {rows.map((alarm) => {
        const body = (
          <>
            <span
              className={styles.dot}
              style={{ background: ALARM_LEVEL_COLORS[alarm.level] }}
              title={t(`alarms:levels.${alarm.level}`)}
            />
            <span className={styles.rowMain}>
              <span className={styles.ellipsis}>{alarmText(alarm, language)}</span>
              <span className={`${styles.ellipsis} ${styles.muted}`}>
                {`${alarm.deviceName} · ${alarm.projectName} · ${t(`alarms:states.${alarm.state}`)}`}
              </span>
            </span>
            <span className={styles.muted} style={{ flex: 'none' }}>
              {dayjs(alarm.raisedAt).format('MM-DD HH:mm')}
            </span>
          </>
        );
        return canOpen ? (
          <Link key={alarm.id} to={deviceInfoPath({ id: alarm.deviceId })} className={styles.row} data-testid={`home-alarm-${alarm.id}`}>
            {body}
          </Link>
        ) : (
          <div key={alarm.id} className={styles.row} data-testid={`home-alarm-${alarm.id}`}>
            {body}
          </div>
        );
      })}
    </div>
  );
}
