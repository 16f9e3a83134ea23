import { LOGO_TEXT_MAX_LENGTH, type Profile } from '@fieldlink/domain';
import { App, Button, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { useChangeLogoText } from '../hooks/useAccountMutations';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

/** The side menu's logo text (company administrators); empty goes back to the company name. */
export function LogoTextSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ text: string }>();
  const change = useChangeLogoText();
  useEffect(() => form.setFieldsValue({ text: profile.logoText ?? '' }), [form, profile.logoText]);

  const save = ({ text }: { text: string }) =>
    change.mutate((text ?? '').trim(), {
      onSuccess: () => void message.success(t('account:saved')),
      onError: (error) => form.setFields(serverFieldErrors(error, ['text']) as Parameters<typeof form.setFields>[0]),
    });

  return (
    <Form form={form} layout="vertical" onFinishFailed={announceIncompleteForm} onFinish={save} style={{ maxWidth: 480 }}>
      <Typography.Paragraph type="secondary">{t('account:logo.hint', { company: profile.companyName ?? '' })}</Typography.Paragraph>
      <Form.Item name="text" label={t('account:logo.label')}>
        <Input count={{ show: true, max: LOGO_TEXT_MAX_LENGTH }} placeholder={profile.companyName ?? ''} data-testid="logo-text" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="logo-text-save">
        {t('account:save')}
      </Button>
    </Form>
  );
}
