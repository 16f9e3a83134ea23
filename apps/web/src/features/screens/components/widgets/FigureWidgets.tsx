import {
  ALARM_LEVEL_COLORS,
  OPEN_WORK_ORDER_STATUSES,
  WORK_ORDER_STATUSES,
  WORK_ORDER_STATUS_COLORS,
  WORK_ORDER_STATUS_LABELS,
  isAlarmLevel,
  type ScreenReading,
  type ScreenWidget,
} from '@fieldlink/domain';
import dayjs from 'dayjs';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useLanguage } from '../../../../lib/language/useLanguage';
import { alarmText } from '../../../alarms';
import { type OverviewData, deviceFigures, formatOutput } from '../../../home';
import styles from '../screens.module.css';

export function TitleWidget({ text }: { text: string }) {
  return (
    <div className={styles.center}>
      <div className={styles.title}>{text}</div>
    </div>
  );
}

/** Date and time, ticking every second. */
export function ClockWidget() {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className={styles.center} data-testid="screen-clock">
      <div className={styles.clockTime}>{now.format('HH:mm:ss')}</div>
      <div className={styles.clockDate}>{now.format(t('screens:widgets.dateFormat'))}</div>
    </div>
  );
}

/** A KPI's figure: its text and unit (null: no figure to show). */
export function kpiFigure(
  widget: ScreenWidget,
  overview: OverviewData | undefined,
  readings: Readonly<Record<number, ScreenReading>>,
  language: 'zh-CN' | 'en-US',
): { text: string; unit: string | null } {
  if (widget.metric === 'point') {
    const reading = widget.pointId === undefined ? undefined : readings[widget.pointId];
    return { text: reading?.display ?? '—', unit: reading?.unit ?? null };
  }
  if (!overview) return { text: '—', unit: null };
  switch (widget.metric) {
    case 'devicesOnline':
      return { text: `${overview.devices.byStatus.online} / ${overview.devices.total}`, unit: null };
    case 'devicesTotal':
      return { text: String(overview.devices.total), unit: null };
    case 'activeAlarms':
      return { text: overview.alarms ? String(Object.values(overview.alarms.byLevel).reduce((a, b) => a + b, 0)) : '—', unit: null };
    case 'openOrders':
      return { text: String(OPEN_WORK_ORDER_STATUSES.reduce((sum, s) => sum + overview.workOrders.byStatus[s], 0)), unit: null };
    case 'todayOutput': {
      const first = overview.output[0];
      if (!first) return { text: '—', unit: null };
      // One unit: the sum; several: the first device's (figures of different units do not add up).
      const sameUnit = overview.output.every((o) => o.unit === first.unit);
      const value = sameUnit ? overview.output.reduce((sum, o) => sum + (o.value ?? 0), 0) : first.value;
      return { text: formatOutput(value, first.decimals, null, language), unit: first.unit };
    }
    case undefined:
      return { text: '—', unit: null };
  }
}

export function KpiWidget({
  widget,
  overview,
  readings,
}: {
  widget: ScreenWidget;
  overview: OverviewData | undefined;
  readings: Readonly<Record<number, ScreenReading>>;
}) {
  const language = useLanguage();
  const figure = kpiFigure(widget, overview, readings, language);
  return <KpiFigure text={figure.text} unit={figure.unit} testId={`screen-kpi-${widget.id}`} />;
}

/** A large figure and its unit, centred in its panel (a screen's KPI, a data screen's KPI card). */
export function KpiFigure({ text, unit, testId }: { text: string; unit: string | null; testId: string }) {
  return (
    <div className={styles.center}>
      <div className={styles.figure} data-testid={testId} data-value={text}>
        {text}
        {unit && <span className={styles.unit}>{unit}</span>}
      </div>
    </div>
  );
}

/** Devices per state in the device tags' colours. */
export function DeviceStatusWidget({ overview }: { overview: OverviewData | undefined }) {
  const language = useLanguage();
  if (!overview) return null;
  return (
    <div className={styles.counts}>
      {deviceFigures(overview, 'desktop', [], language).map((figure) => (
        <div key={figure.key} className={styles.count} style={{ '--count-color': figure.color } as CSSProperties}>
          <div className={styles.figure} data-testid={`screen-status-${figure.key}`}>
            {figure.value}
          </div>
          <div className={styles.muted}>{figure.label}</div>
        </div>
      ))}
    </div>
  );
}

/** Work orders per status, from reported to done, each bar as long as its share of the largest. */
export function OrderFunnelWidget({ overview }: { overview: OverviewData | undefined }) {
  const language = useLanguage();
  if (!overview) return null;
  const statuses = WORK_ORDER_STATUSES.filter((s) => s !== 'cancelled');
  const max = Math.max(1, ...statuses.map((s) => overview.workOrders.byStatus[s]));
  return (
    <div className={styles.funnel} style={{ '--rows': statuses.length } as CSSProperties} data-testid="screen-funnel">
      {statuses.map((status) => {
        const value = overview.workOrders.byStatus[status];
        return (
          <div key={status} className={styles.funnelRow} data-testid={`screen-funnel-${status}`}>
            <span className={`${styles.muted} ${styles.funnelLabel}`}>{WORK_ORDER_STATUS_LABELS[language][status]}</span>
            <div
              className={styles.funnelBar}
              style={{ width: `${Math.max(4, (value / max) * 100)}%`, '--bar-color': WORK_ORDER_STATUS_COLORS[status] } as CSSProperties}
            />
            <span className={styles.funnelValue}>{value}</span>
          </div>
        );
      })}
    </div>
  );
}

/** Rows of the ticker before it scrolls (then the list runs twice, so the loop has no seam). */
const TICKER_STILL_ROWS = 4;

/**
 * The latest alarms, scrolling when there are more than fit; a dash for a reader who may not see
 * alarms (no alarm_records view, or a share link), rather than a false "no open alarms".
 */
export function AlarmTickerWidget({ overview }: { overview: OverviewData | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (overview && overview.alarms === null) return <div className={`${styles.center} ${styles.muted}`}>—</div>;
  const alarms = overview?.alarms?.latest ?? [];
  if (alarms.length === 0) return <div className={`${styles.center} ${styles.muted}`}>{t('screens:widgets.noAlarms')}</div>;
  const scrolling = alarms.length > TICKER_STILL_ROWS;
  const rows = scrolling ? [...alarms, ...alarms] : alarms;
  return (
    <div className={styles.ticker} data-testid="screen-alarm-ticker">
      <div
        className={`${styles.tickerRows} ${scrolling ? styles.scrolling : ''}`}
        style={{ '--ticker-duration': `${alarms.length * 3}s` } as CSSProperties}
      >
        {rows.map((alarm, index) => (
          <div key={`${alarm.id}-${index}`} className={styles.tickerRow}>
            <span
              className={styles.dot}
              style={{ '--dot-color': isAlarmLevel(alarm.level) ? ALARM_LEVEL_COLORS[alarm.level] : '#8c8c8c' } as CSSProperties}
            />
            <span>
              {alarm.deviceName} · {alarmText(alarm, language)}
            </span>
            <span className={styles.muted}>{dayjs(alarm.raisedAt).format('MM-DD HH:mm')}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
