import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { App, Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { TargetCodeFields } from '../../registration';
import { useBind } from '../hooks/useBind';
import { BIND_SCHEMAS, bindActionKey, type BindKind } from '../utils/bindTarget';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

interface BindValues {
  value: string;
  code: string;
}

/** "Bind" or "change" the phone or e-mail: a dialog with the new value, a code sent to it, and save. */
export function BindButton({ kind, current }: { kind: BindKind; current: string | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<BindValues>();
  const { sendCode, save } = useBind(kind);
  const title = t(bindActionKey(kind, current));

  const close = () => {
    setOpen(false);
    form.resetFields();
    save.reset();
  };
  const submit = ({ value, code }: BindValues) =>
    save.mutate(
      { value, code: code.trim() },
      {
        onSuccess: () => {
          void message.success(t('account:saved'));
          close();
        },
        onError: (error) => {
          // The server names the field `phone` or `email`; this form's field is `value`.
          const fields = serverFieldErrors(error, [kind, 'code']).map((field) =>
            field.name === kind ? { ...field, name: 'value' } : field,
          );
          if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
          else void message.error(error.message || t('errors:http.generic'));
        },
      },
    );

  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} data-testid={`bind-${kind}-open`}>
        {title}
      </Button>
      <Modal
        open={open}
        title={title}
        onCancel={close}
        onOk={() => form.submit()}
        okText={t('account:save')}
        cancelText={t('common:actions.cancel')}
        okButtonProps={{ loading: save.isPending, 'data-testid': `bind-${kind}-save` } as never}
        destroyOnHidden
      >
        <Form<BindValues>
          form={form}
          layout="vertical"
          onFinishFailed={announceIncompleteForm}
          onFinish={submit}
          requiredMark={false}
          preserve={false}
        >
          <TargetCodeFields
            form={form}
            name="value"
            label={t(kind === 'phone' ? 'account:bind.newPhone' : 'account:bind.newEmail')}
            schema={BIND_SCHEMAS[kind]}
            icon={kind === 'phone' ? <MobileOutlined /> : <MailOutlined />}
            inputMode={kind === 'phone' ? 'tel' : 'email'}
            autoComplete={kind === 'phone' ? 'tel' : 'email'}
            maxLength={kind === 'phone' ? 11 : undefined}
            send={sendCode}
            testIdPrefix={`bind-${kind}`}
          />
        </Form>
      </Modal>
    </>
  );
}
