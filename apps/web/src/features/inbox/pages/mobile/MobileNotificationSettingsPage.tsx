import { ALARM_LEVELS, ALARM_LEVEL_NAMES, LANGUAGES, NOTICE_TYPES, type NotificationPreferences } from '@fieldlink/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, DotLoading, Input, List, Selector, Space, Switch, Toast } from 'antd-mobile';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { inboxApi } from '../../api/inboxApi';
import { usePreferences, useSavePreferences } from '../../hooks/usePreferences';
import { useLanguage } from '../../../../lib/language/useLanguage';

const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** Mobile /home_page_notify_set: alert types, followed levels, e-mail, quiet hours, message language, a test message. */
export function MobileNotificationSettingsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const preferences = usePreferences();
  const save = useSavePreferences();
  const test = useMutation({
    mutationFn: () => inboxApi.test(client),
    onSuccess: ({ deliveries }) =>
      Toast.show({
        content: t('inbox:settings.testResult', {
          summary: deliveries.map((d) => `${t(`inbox:channels.${d.channel}`)} ${t(`inbox:status.${d.status}`)}`).join(', '),
        }),
      }),
  });
  if (!preferences.data) return <DotLoading />;
  const current = preferences.data;
  const update = (change: Partial<NotificationPreferences>) =>
    save
      .mutateAsync({ ...current, ...change })
      .then(() => Toast.show({ icon: 'success', content: t('inbox:settings.saved') }))
      .catch(() => undefined);
  const setClock = (key: 'start' | 'end', value: string) => {
    if (CLOCK.test(value)) void update({ quietHours: { ...current.quietHours, [key]: value } });
  };

  return (
    <div data-testid="notification-settings">
      <List header={t('inbox:settings.types')}>
        <List.Item>
          <Checkbox.Group value={current.types} onChange={(types) => void update({ types: types as NotificationPreferences['types'] })}>
            <Space wrap>
              {NOTICE_TYPES.map((type) => (
                <Checkbox key={type} value={type}>
                  {t(`notices:types.${type}`)}
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </List.Item>
      </List>
      <List header={t('inbox:settings.levels')}>
        <List.Item>
          <Selector
            multiple
            value={current.levels}
            onChange={(levels) => void update({ levels })}
            options={ALARM_LEVELS.map((level) => ({ value: level, label: `${level} ${ALARM_LEVEL_NAMES[level][language]}` }))}
          />
        </List.Item>
      </List>
      <List header={t('inbox:settings.quietHours')}>
        <List.Item
          description={t('inbox:settings.quietHoursHint')}
          extra={
            <Switch
              checked={current.quietHours.enabled}
              onChange={(enabled) => void update({ quietHours: { ...current.quietHours, enabled } })}
            />
          }
        >
          {t('inbox:settings.quietHours')}
        </List.Item>
        <List.Item
          extra={
            <Input
              defaultValue={current.quietHours.start}
              style={{ width: 80 }}
              onBlur={(event) => setClock('start', event.target.value)}
            />
          }
        >
          {t('inbox:settings.quietFrom')}
        </List.Item>
        <List.Item
          extra={
            <Input defaultValue={current.quietHours.end} style={{ width: 80 }} onBlur={(event) => setClock('end', event.target.value)} />
          }
        >
          {t('inbox:settings.quietTo')}
        </List.Item>
      </List>
      <List header={t('inbox:settings.email')}>
        <List.Item
          description={t('inbox:settings.emailHint')}
          extra={<Switch checked={current.email} onChange={(email) => void update({ email })} />}
        >
          {t('inbox:settings.email')}
        </List.Item>
        <List.Item>
          <Selector
            value={[current.language]}
            onChange={([next]) => next && void update({ language: next })}
            options={LANGUAGES.map((value) => ({ value, label: t(`common:language.${value}`) }))}
          />
        </List.Item>
      </List>
      <div style={{ padding: 12 }}>
        <Button block color="primary" fill="outline" loading={test.isPending} onClick={() => test.mutate()} data-testid="notification-test">
          {t('inbox:settings.test')}
        </Button>
      </div>
    </div>
  );
}
