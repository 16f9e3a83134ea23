import { CodeSchema, type Profile } from '@fieldlink/domain';
import { Alert, App, Button, Form, Input, Space } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { SendCodeButton, normalizeCodeInput } from '../../registration';
import { useLogOff } from '../hooks/useLogOff';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

/** The danger zone: delete the account, confirmed by a code sent to the user's phone. */
export function LogOffSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<{ code: string }>();
  const { sendCode, logOff } = useLogOff();

  const confirm = ({ code }: { code: string }) =>
    modal.confirm({
      title: t('account:logOff.confirmTitle'),
      content: t('account:logOff.confirmText'),
      okText: t('account:logOff.submit'),
      okButtonProps: { danger: true, 'data-testid': 'logoff-confirm' } as never,
      cancelText: t('common:actions.cancel'),
      onOk: () => logOff.mutateAsync(code.trim()).catch(() => undefined),
    });

  return (
    <div style={{ maxWidth: 560 }}>
      <Alert
        type="error"
        showIcon
        title={t('account:logOff.warning')}
        description={t('account:logOff.warningText')}
        style={{ marginBottom: 20 }}
      />
      {profile.phone ? (
        <Form form={form} layout="vertical" onFinishFailed={announceIncompleteForm} onFinish={confirm} requiredMark={false}>
          <Form.Item label={t('account:logOff.codeLabel', { phone: profile.phone })} required>
            <Space.Compact block>
              <Form.Item name="code" noStyle rules={[rule(CodeSchema)]} normalize={(value: string) => normalizeCodeInput(value ?? '')}>
                <Input inputMode="numeric" placeholder={t('account:code.placeholder')} data-testid="logoff-code" />
              </Form.Item>
              <SendCodeButton phone={async () => profile.phone ?? ''} send={sendCode} testId="logoff-send-code" />
            </Space.Compact>
          </Form.Item>
          <Button danger type="primary" htmlType="submit" loading={logOff.isPending} data-testid="logoff-submit">
            {t('account:logOff.submit')}
          </Button>
        </Form>
      ) : (
        <Alert type="warning" title={t('messages:error.noPhone')} />
      )}
    </div>
  );
}
