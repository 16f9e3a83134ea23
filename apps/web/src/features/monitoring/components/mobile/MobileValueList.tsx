import { Button, Card, DotLoading, List, NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { Link } from 'react-router';
import { historyPath } from '../../../history';
import { Permission } from '../../../access';
import { useLanguage } from '../../../../lib/language/useLanguage';
import type { MonitorRow } from '../../utils/liveValues';
import { relativeTime } from '../../utils/relativeTime';
import { rowReading } from '../../utils/rowReading';
import { SET_VALUE_PAGE } from '../../utils/setValueRule';
import { LiveValue } from '../LiveValue';
import { MobileSetValuePopup } from './MobileSetValuePopup';

export interface MobileValueListProps {
  deviceId: number;
  rows: MonitorRow[];
  loading: boolean;
  liveFailed: boolean;
  now: number;
}

/** The points as a list: value and unit on the right, group and age below the name, "Set" on writable ones. */
export function MobileValueList({ deviceId, rows, loading, liveFailed, now }: MobileValueListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [writingId, setWritingId] = useState<number | null>(null);
  const writing = rows.find((row) => row.pointId === writingId) ?? null;

  return (
    <Card title={t('monitoring:tabs.monitor')} style={{ borderRadius: 8, marginBottom: 12 }} bodyStyle={{ padding: 0 }}>
      {liveFailed && rows.length > 0 && !rows[0]?.live && (
        <NoticeBar content={t('monitoring:liveUnavailable')} color="info" wrap data-testid="live-unavailable" />
      )}
      {loading ? (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <DotLoading />
        </div>
      ) : rows.length === 0 ? (
        <div style={{ color: '#999', padding: '12px 0' }}>{t('monitoring:noPoints')}</div>
      ) : (
        <List
          data-testid="monitor-table"
          style={{ '--border-top': 'none', '--border-bottom': 'none', '--padding-left': '0', '--padding-right': '0' }}
        >
          {rows.map((row) => {
            const reading = rowReading(row, language);
            const details = [row.registerGroup, row.ts ? relativeTime(row.ts, now, language) : t('monitoring:noValue')].filter(Boolean);
            return (
              <List.Item
                key={row.pointId}
                description={details.join(' · ')}
                extra={
                  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, color: '#1f1f1f', fontSize: 15 }}>
                    <LiveValue
                      display={reading.display}
                      unit={reading.unit}
                      changes={row.changes}
                      bad={row.quality === 'bad'}
                      testId={`live-value-${row.pointId}`}
                    />
                    {row.writable && (
                      <Permission page={SET_VALUE_PAGE} need="setValue">
                        <Button
                          size="mini"
                          color="primary"
                          fill="outline"
                          onClick={() => setWritingId(row.pointId)}
                          data-testid={`set-value-${row.pointId}`}
                        >
                          {t('monitoring:setValue.short')}
                        </Button>
                      </Permission>
                    )}
                  </span>
                }
                data-testid={`monitor-row-${row.pointId}`}
              >
                {row.config?.save === false ? (
                  <span>{reading.label}</span>
                ) : (
                  <Link to={historyPath(deviceId, [row.pointId])} data-testid={`history-link-${row.pointId}`}>
                    {reading.label}
                  </Link>
                )}
              </List.Item>
            );
          })}
        </List>
      )}
      <MobileSetValuePopup deviceId={deviceId} row={writing} onClose={() => setWritingId(null)} />
    </Card>
  );
}
