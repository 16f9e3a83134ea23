import { CodeSchema } from '@fieldlink/domain';
import { Button, Dialog, Form, Input, NoticeBar } from 'antd-mobile';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useSchemaRule } from '../../../../lib/forms/useSchemaRule';
import { useProfile } from '../../../auth';
import { useCountdown, normalizeCodeInput } from '../../../registration';
import { useLogOff } from '../../hooks/useLogOff';
import { announceIncompleteForm } from '../../../../lib/forms/incompleteForm';

/** Mobile /home_page_logoff: delete the account with a code sent to the phone. */
export function LogOffPage() {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<{ code: string }>();
  const profile = useProfile('mobile').data;
  const { sendCode, logOff } = useLogOff();
  const { left, start } = useCountdown();
  if (!profile) return null;

  const send = async () => {
    await sendCode();
    start();
  };
  const submit = async ({ code }: { code: string }) => {
    const confirmed = await Dialog.confirm({
      title: t('account:logOff.confirmTitle'),
      content: t('account:logOff.confirmText'),
      confirmText: t('account:logOff.submit'),
      cancelText: t('common:actions.cancel'),
    });
    if (confirmed) await logOff.mutateAsync(code.trim()).catch(() => undefined);
  };

  return (
    <>
      <div style={{ margin: 12, padding: 12, borderRadius: 8, background: '#fff1f0', color: '#cf1322', lineHeight: 1.6 }}>
        <strong>{t('account:logOff.warning')}</strong>
        <div>{t('account:logOff.warningText')}</div>
      </div>
      {profile.phone ? (
        <Form
          form={form}
          layout="vertical"
          onFinishFailed={announceIncompleteForm}
          onFinish={submit}
          footer={
            <Button block type="submit" color="danger" size="large" loading={logOff.isPending} data-testid="logoff-submit">
              {t('account:logOff.submit')}
            </Button>
          }
        >
          <Form.Item
            name="code"
            label={t('account:logOff.codeLabel', { phone: profile.phone })}
            rules={[rule(CodeSchema) as never]}
            normalize={(value: string) => normalizeCodeInput(value ?? '')}
            extra={
              <Button
                size="small"
                fill="none"
                color="primary"
                disabled={left > 0}
                onClick={() => void send().catch(() => undefined)}
                data-testid="logoff-send-code"
              >
                {left > 0 ? t('account:code.resendIn', { seconds: left }) : t('account:code.send')}
              </Button>
            }
          >
            <Input inputMode="numeric" placeholder={t('account:code.placeholder')} data-testid="logoff-code" />
          </Form.Item>
        </Form>
      ) : (
        <NoticeBar color="alert" content={t('messages:error.noPhone')} />
      )}
    </>
  );
}
