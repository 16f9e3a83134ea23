import { NoticeBar } from 'antd-mobile';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../../lib/language/useLanguage';
import { useDeviceAlarms } from '../../hooks/useDeviceAlarms';
import { alarmText } from '../../utils/alarmText';

/** The device's open alarms on the phone's device page: one bar (the newest text, the count); a tap opens the alarms. */
export function MobileDeviceAlarms({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { alarms } = useDeviceAlarms(deviceId);
  const newest = alarms[0];
  if (!newest) return null;
  return (
    <div onClick={() => void navigate('/dataAnalysis/alarms')} data-testid="device-alarm-badge" style={{ marginBottom: 12 }}>
      <NoticeBar color="error" content={`${t('alarms:badge', { count: alarms.length })} · ${alarmText(newest, language)}`} />
    </div>
  );
}
