import { ALARM_LEVELS, ALARM_LEVEL_NAMES, LANGUAGES, NOTICE_TYPES, type NotificationPreferences } from '@fieldlink/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Form, Select, Skeleton, Space, Switch, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { projectsApi } from '../../projects';
import { inboxApi } from '../api/inboxApi';
import { usePreferences, useSavePreferences } from '../hooks/usePreferences';
import { useLanguage } from '../../../lib/language/useLanguage';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

interface FormValues extends Omit<NotificationPreferences, 'quietHours'> {
  quietEnabled: boolean;
  quietRange: [Dayjs, Dayjs];
}

const toForm = (preferences: NotificationPreferences): FormValues => ({
  ...preferences,
  quietEnabled: preferences.quietHours.enabled,
  quietRange: [dayjs(preferences.quietHours.start, 'HH:mm'), dayjs(preferences.quietHours.end, 'HH:mm')],
});

const fromForm = ({ quietEnabled, quietRange, ...rest }: FormValues): NotificationPreferences => ({
  ...rest,
  quietHours: { enabled: quietEnabled, start: quietRange[0].format('HH:mm'), end: quietRange[1].format('HH:mm') },
});

/** The caller's alert types, followed levels and projects, e-mail, quiet hours and message language; and a test message. */
export function PersonalNotificationsForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = App.useApp();
  const client = useApiClient();
  const preferences = usePreferences();
  const save = useSavePreferences();
  const projects = useQuery({
    queryKey: ['notifications', 'project-options'],
    queryFn: () => projectsApi.list(client, { page: 1, pageSize: 500 }, true),
    retry: false,
  });
  const test = useMutation({
    mutationFn: () => inboxApi.test(client),
    onSuccess: ({ deliveries }) =>
      void message.success(
        t('inbox:settings.testResult', {
          summary: deliveries.map((d) => `${t(`inbox:channels.${d.channel}`)} ${t(`inbox:status.${d.status}`)}`).join(', '),
        }),
      ),
  });
  if (!preferences.data) return <Skeleton active />;

  return (
    <Form<FormValues>
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={toForm(preferences.data)}
      onFinishFailed={announceIncompleteForm}
      onFinish={(values) => save.mutateAsync(fromForm(values)).then(() => void message.success(t('inbox:settings.saved')))}
      data-testid="notification-settings"
    >
      <Form.Item name="types" label={t('inbox:settings.types')} extra={t('inbox:settings.typesHint')}>
        <Checkbox.Group options={NOTICE_TYPES.map((type) => ({ value: type, label: t(`notices:types.${type}`) }))} />
      </Form.Item>
      <Form.Item name="levels" label={t('inbox:settings.levels')}>
        <Checkbox.Group
          options={ALARM_LEVELS.map((level) => ({ value: level, label: `${level} ${ALARM_LEVEL_NAMES[level][language]}` }))}
        />
      </Form.Item>
      <Form.Item name="projectIds" label={t('inbox:settings.projects')} extra={t('inbox:settings.projectsHint')}>
        <Select
          mode="multiple"
          allowClear
          loading={projects.isLoading}
          optionFilterProp="label"
          options={(projects.data?.items ?? []).map((project) => ({ value: project.id, label: project.name }))}
        />
      </Form.Item>
      <Form.Item name="email" label={t('inbox:settings.email')} extra={t('inbox:settings.emailHint')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label={t('inbox:settings.quietHours')} extra={t('inbox:settings.quietHoursHint')}>
        <Space>
          <Form.Item name="quietEnabled" valuePropName="checked" noStyle>
            <Switch data-testid="quiet-enabled" />
          </Form.Item>
          <Form.Item name="quietRange" noStyle>
            <TimePicker.RangePicker format="HH:mm" order={false} allowClear={false} />
          </Form.Item>
        </Space>
      </Form.Item>
      <Form.Item name="language" label={t('inbox:settings.language')}>
        <Select style={{ width: 200 }} options={LANGUAGES.map((value) => ({ value, label: t(`common:language.${value}`) }))} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="notification-save">
          {t('inbox:settings.save')}
        </Button>
        <Button onClick={() => test.mutate()} loading={test.isPending} data-testid="notification-test">
          {t('inbox:settings.test')}
        </Button>
      </Space>
    </Form>
  );
}
