import { CodeSchema } from '@fieldlink/domain';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/http/ApiError';
import { useSchemaRule } from '../../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../../lib/forms/serverFieldErrors';
import { useProfile } from '../../../auth';
import { useCountdown, normalizeCodeInput } from '../../../registration';
import { useBind } from '../../hooks/useBind';
import { BIND_SCHEMAS, type BindKind } from '../../utils/bindTarget';
import { announceIncompleteForm } from '../../../../lib/forms/incompleteForm';

interface BindValues {
  value: string;
  code: string;
}

/** Mobile bind or change of the phone or e-mail: the new value, a code sent to it (60 s countdown), save. */
export function BindPage({ kind }: { kind: BindKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rule = useSchemaRule();
  const [form] = Form.useForm<BindValues>();
  const profile = useProfile('mobile').data;
  const { sendCode, save } = useBind(kind);
  const { left, start } = useCountdown();
  if (!profile) return null;
  const current = kind === 'phone' ? profile.phone : profile.email;

  const send = async () => {
    const { value } = (await form.validateFields(['value'])) as Pick<BindValues, 'value'>;
    await sendCode(value.trim());
    start();
  };
  const submit = ({ value, code }: BindValues) =>
    save.mutate(
      { value, code: code.trim() },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: t('account:saved') });
          void navigate(-1);
        },
        onError: (error) => {
          const fields = serverFieldErrors(error, [kind, 'code']).map((field) =>
            field.name === kind ? { ...field, name: 'value' } : field,
          );
          if (fields.length > 0) form.setFields(fields);
          else Toast.show({ icon: 'fail', content: (error instanceof ApiError && error.message) || t('errors:http.generic') });
        },
      },
    );

  return (
    <Form
      form={form}
      layout="vertical"
      onFinishFailed={announceIncompleteForm}
      onFinish={submit}
      footer={
        <Button block type="submit" color="primary" size="large" loading={save.isPending} data-testid={`bind-${kind}-save`}>
          {t('account:save')}
        </Button>
      }
    >
      {current && (
        <Form.Header>{t(kind === 'phone' ? 'account:bind.currentPhone' : 'account:bind.currentEmail', { value: current })}</Form.Header>
      )}
      <Form.Item
        name="value"
        label={t(kind === 'phone' ? 'account:bind.newPhone' : 'account:bind.newEmail')}
        rules={[rule(BIND_SCHEMAS[kind]) as never]}
      >
        <Input
          clearable
          inputMode={kind === 'phone' ? 'tel' : 'email'}
          maxLength={kind === 'phone' ? 11 : undefined}
          data-testid={`bind-${kind}-target`}
        />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('account:fields.code')}
        rules={[rule(CodeSchema) as never]}
        normalize={(value: string) => normalizeCodeInput(value ?? '')}
        extra={
          <Button
            size="small"
            fill="none"
            color="primary"
            disabled={left > 0}
            onClick={() => void send().catch(() => undefined)}
            data-testid={`bind-${kind}-send-code`}
          >
            {left > 0 ? t('account:code.resendIn', { seconds: left }) : t('account:code.send')}
          </Button>
        }
      >
        <Input inputMode="numeric" placeholder={t('account:code.placeholder')} data-testid={`bind-${kind}-code`} />
      </Form.Item>
    </Form>
  );
}
