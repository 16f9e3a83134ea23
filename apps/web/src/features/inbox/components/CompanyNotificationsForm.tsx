import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { PageResult } from '@fieldlink/domain';
import {
  ALARM_LEVELS,
  ALARM_LEVEL_NAMES,
  CompanyNotificationSettingsSchema,
  DEFAULT_TIME_ZONE,
  NOTIFY_CHANNELS,
  type CompanyNotificationUpdate,
  WEBHOOK_SECRET_MAX_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
} from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Form, Input, InputNumber, Select, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import type { UserRow } from '../../users';
import { inboxApi, type CompanyNotificationSettings } from '../api/inboxApi';
import { useLanguage } from '../../../lib/language/useLanguage';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

const COMPANY_KEY = ['notifications', 'company'] as const;

function timeZones(current: string): string[] {
  const supported = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return [...new Set([current, DEFAULT_TIME_ZONE, 'UTC', ...supported])];
}

type FormValues = Omit<CompanyNotificationSettings, 'companyId' | 'hasWebhookSecret'> & { webhookSecret?: string };

/** Company administrators: the company's time zone (quiet hours and maintenance plans), the signed webhook, levels that break quiet hours and the escalation policy. */
export function CompanyNotificationsForm({ readOnly = false }: { readOnly?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = App.useApp();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const rule = useSchemaRule();
  const settings = useQuery({ queryKey: COMPANY_KEY, queryFn: () => inboxApi.company(client), retry: false });
  const people = useQuery({
    queryKey: ['notifications', 'people'],
    // Silent: without user management the picker shows ids only.
    queryFn: () => client.get<PageResult<UserRow>>('/users', { query: { page: 1, pageSize: 500 }, silent: true }),
    retry: false,
  });
  const save = useMutation({
    mutationFn: (body: CompanyNotificationUpdate) => inboxApi.saveCompany(client, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(COMPANY_KEY, saved);
      // The zone is the company's: the profile carries it, and the plans are shown in it.
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      void queryClient.invalidateQueries({ queryKey: ['maintenance-plans'] });
      void message.success(t('inbox:settings.saved'));
    },
  });
  if (settings.isError) return null;
  if (!settings.data) return <Skeleton active />;
  const current = settings.data;

  return (
    <Form<FormValues>
      layout="vertical"
      style={{ maxWidth: 760 }}
      initialValues={{ ...current, webhookSecret: '' }}
      onFinishFailed={announceIncompleteForm}
      onFinish={({ webhookSecret, ...values }) =>
        save.mutate({
          ...values,
          escalation: values.escalation.map((step) => ({ ...step, userIds: step.userIds ?? [] })),
          ...(webhookSecret ? { webhookSecret } : {}),
        })
      }
      data-testid="company-notification-settings"
      disabled={readOnly}
    >
      <Typography.Paragraph type="secondary">{t('inbox:settings.companyHint')}</Typography.Paragraph>
      <Form.Item
        name="timeZone"
        label={t('inbox:settings.timeZone')}
        extra={t('inbox:settings.timeZoneHint')}
        rules={[rule(CompanyNotificationSettingsSchema.shape.timeZone)]}
      >
        <Select
          showSearch
          data-testid="company-time-zone"
          style={{ width: 260 }}
          options={timeZones(current.timeZone).map((zone) => ({ value: zone, label: zone }))}
        />
      </Form.Item>
      <Form.Item name="webhookUrl" label={t('inbox:settings.webhookUrl')}>
        <Input placeholder="https://hooks.example.com/fieldlink" maxLength={WEBHOOK_URL_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        name="webhookSecret"
        label={t('inbox:settings.webhookSecret')}
        extra={current.hasWebhookSecret ? t('inbox:settings.webhookSecretSet') : t('inbox:settings.webhookSecretNone')}
        rules={[{ min: 16, message: t('inbox:settings.webhookSecretNone') }]}
      >
        <Input.Password autoComplete="new-password" maxLength={WEBHOOK_SECRET_MAX_LENGTH} />
      </Form.Item>
      <Form.Item name="quietBypassLevels" label={t('inbox:settings.bypassLevels')}>
        <Checkbox.Group
          options={ALARM_LEVELS.map((level) => ({ value: level, label: `${level} ${ALARM_LEVEL_NAMES[level][language]}` }))}
        />
      </Form.Item>
      <Form.Item label={t('inbox:settings.escalation')} extra={t('inbox:settings.escalationHint')}>
        <Form.List name="escalation">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap style={{ display: 'flex', marginBottom: 4 }}>
                  <Form.Item name={[field.name, 'afterMinutes']} label={t('inbox:settings.afterMinutes')} rules={[{ required: true }]}>
                    <InputNumber min={0} max={10080} style={{ width: 110 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'channel']} label={t('inbox:settings.channel')} rules={[{ required: true }]}>
                    <Select
                      style={{ width: 140 }}
                      options={NOTIFY_CHANNELS.map((channel) => ({ value: channel, label: t(`inbox:channels.${channel}`) }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'userIds']} label={t('inbox:settings.people')} tooltip={t('inbox:settings.peopleHint')}>
                    <Select
                      mode="multiple"
                      allowClear
                      style={{ width: 240 }}
                      optionFilterProp="label"
                      options={(people.data?.items ?? []).map((user) => ({ value: user.id, label: user.userName }))}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined />}
                    aria-label={t('inbox:settings.removeStep')}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ afterMinutes: 10, channel: 'inApp', userIds: [] })}>
                {t('inbox:settings.addStep')}
              </Button>
            </>
          )}
        </Form.List>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('inbox:settings.save')}
      </Button>
    </Form>
  );
}
