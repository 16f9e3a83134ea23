import { UserNameSchema, type Profile } from '@fieldlink/domain';
import { App, Button, Descriptions, Divider, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { useChangeUserName } from '../hooks/useAccountMutations';
import { AvatarUpload } from './AvatarUpload';
import { BindButton } from './BindButton';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

/** Avatar, user name (editable), phone and e-mail (bound or changed with a code), and company. */
export function ProfileSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<{ userName: string }>();
  const change = useChangeUserName();

  useEffect(() => form.setFieldsValue({ userName: profile.userName }), [form, profile.userName]);

  const save = ({ userName }: { userName: string }) =>
    change.mutate(userName.trim(), {
      onSuccess: () => void message.success(t('account:saved')),
      onError: (error) => form.setFields(serverFieldErrors(error, ['userName']) as Parameters<typeof form.setFields>[0]),
    });

  return (
    <>
      <AvatarUpload avatarUrl={profile.avatarUrl} />
      <Divider />
      <Form
        form={form}
        layout="vertical"
        onFinishFailed={announceIncompleteForm}
        onFinish={save}
        requiredMark={false}
        style={{ maxWidth: 480 }}
      >
        <Form.Item label={t('account:fields.userName')} required>
          <Space.Compact block>
            <Form.Item name="userName" noStyle rules={[rule(UserNameSchema)]}>
              <Input data-testid="profile-username" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="profile-username-save">
              {t('account:save')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
      <Descriptions column={1} size="small" style={{ maxWidth: 480 }} labelStyle={{ width: 120 }}>
        <Descriptions.Item label={t('account:fields.phone')}>
          <span data-testid="profile-phone">{profile.phone ?? t('common:notSet')}</span>
          {!profile.demo && <BindButton kind="phone" current={profile.phone} />}
        </Descriptions.Item>
        <Descriptions.Item label={t('account:fields.email')}>
          <span data-testid="profile-email">{profile.email ?? t('common:notSet')}</span>
          {!profile.demo && <BindButton kind="email" current={profile.email} />}
        </Descriptions.Item>
        <Descriptions.Item label={t('account:fields.companyName')}>{profile.companyName ?? t('common:notSet')}</Descriptions.Item>
      </Descriptions>
    </>
  );
}
