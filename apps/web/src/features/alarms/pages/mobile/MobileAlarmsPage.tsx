import { ALARM_LEVEL_COLORS, isAlarmLevel } from '@fieldlink/domain';
import { Button, DotLoading, Empty, List, Space, Tabs, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation, builtKey } from '../../../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { usePermission } from '../../../access';
import { useLanguage } from '../../../../lib/language/useLanguage';
import { formatTime } from '../../../../lib/format/formatTime';
import { useAlarmActions, useAlarmList } from '../../hooks/useAlarms';
import { alarmText } from '../../utils/alarmText';

const STEP = 20;

/** Mobile alarms (/dataAnalysis/alarms): open alarms (or all), newest first, each with its level colour and acknowledge. */
export function MobileAlarmsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [tab, setTab] = useState<'open' | 'all'>('open');
  const [size, setSize] = useState(STEP);
  // The home page's alarm figures open the alarms of one level.
  const [query] = useSearchParams();
  const requestedLevel = Number(query.get('level'));
  const level = isAlarmLevel(requestedLevel) ? requestedLevel : undefined;
  const list = useAlarmList({ page: 1, pageSize: size, level, ...(tab === 'open' ? { state: 'open' as const } : {}) }, true);
  const mayAct = usePermission('alarm_records').can('edit');
  const { acknowledge } = useAlarmActions((key) => Toast.show({ content: t(key) }));

  return (
    <div data-testid="mobile-alarms">
      <Tabs activeKey={tab} onChange={(key) => setTab(key as 'open' | 'all')} style={{ background: '#fff' }}>
        <Tabs.Tab key="open" title={t('alarms:mobile.openOnly')} />
        <Tabs.Tab key="all" title={t('alarms:mobile.all')} />
      </Tabs>
      {level && (
        <div style={{ padding: '8px 12px 0' }}>
          <Tag color={ALARM_LEVEL_COLORS[level]} data-testid="alarm-level-filter">
            {t(builtKey(`alarms:levels.${level}`))}
          </Tag>
        </div>
      )}
      {!list.data ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <DotLoading />
        </div>
      ) : (
        <>
          <List>
            {list.data.items.map((alarm) => {
              const color = isAlarmLevel(alarm.level) ? ALARM_LEVEL_COLORS[alarm.level] : undefined;
              return (
                <List.Item
                  key={alarm.id}
                  data-testid={`mobile-alarm-${alarm.id}`}
                  style={{ borderLeft: `4px solid ${color ?? 'transparent'}` }}
                  onClick={() => void navigate(`/deviceInfo?deviceId=${alarm.deviceId}`)}
                  description={`${alarm.deviceName ?? ''} · ${formatTime(alarm.raisedAt)}`}
                  extra={
                    <Space direction="vertical" align="end">
                      <Tag color={color}>{t(builtKey(`alarms:levels.${alarm.level}`))}</Tag>
                      {alarm.state === 'active' && mayAct ? (
                        <Button
                          size="mini"
                          color="primary"
                          loading={acknowledge.isPending && acknowledge.variables === alarm.id}
                          onClick={(event) => {
                            event.stopPropagation();
                            acknowledge.mutate(alarm.id);
                          }}
                          data-testid={`mobile-alarm-ack-${alarm.id}`}
                        >
                          {t('alarms:acknowledge')}
                        </Button>
                      ) : (
                        <Tag fill="outline" data-testid={`mobile-alarm-state-${alarm.id}`}>
                          {t(builtKey(`alarms:states.${alarm.state}`))}
                        </Tag>
                      )}
                    </Space>
                  }
                >
                  {alarmText(alarm, language)}
                </List.Item>
              );
            })}
          </List>
          {list.data.items.length === 0 && <Empty description={t(tab === 'open' ? 'alarms:noActive' : 'alarms:empty')} />}
          {list.data.items.length < list.data.total && (
            <div style={{ padding: 16 }}>
              <Button block loading={list.isFetching} onClick={() => setSize((n) => n + STEP)}>
                {t('alarms:viewAll')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
