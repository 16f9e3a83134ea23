import { InstallmentUnlockSchema, formatUnlockCode, INSTALLMENT_NOTE_MAX } from '@fieldlink/domain';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { validValues } from '../../../lib/forms/validValues';
import { useUnlockCode, useUnlockNow } from '../hooks/useInstallments';

interface Values {
  days: number;
  reason?: string;
}

/** "Unlock now" and "Unlock code" for one plan: days and why, then the unlock sent or the code shown once. */
export function UnlockActions({ planId, block = false }: { planId: number; block?: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<'now' | 'code' | undefined>();
  const [code, setCode] = useState<{ code: string; days: number } | undefined>();
  const unlock = useUnlockNow();
  const issue = useUnlockCode();

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    if (mode === 'now') {
      await unlock.mutateAsync({ id: planId, body: values });
      void message.success(t('installments:unlock.done'));
    } else setCode(await issue.mutateAsync({ id: planId, body: values }));
    setMode(undefined);
  };

  return (
    <>
      <Space direction={block ? 'vertical' : 'horizontal'} style={block ? { width: '100%' } : undefined}>
        <Button block={block} onClick={() => setMode('now')} data-testid={`unlock-now-${planId}`}>
          {t('installments:unlock.now')}
        </Button>
        <Button block={block} type="primary" onClick={() => setMode('code')} data-testid={`unlock-code-${planId}`}>
          {t('installments:unlock.code')}
        </Button>
      </Space>
      <Modal
        open={mode !== undefined}
        title={mode === 'code' ? t('installments:unlock.code') : t('installments:unlock.now')}
        onCancel={() => setMode(undefined)}
        onOk={() => void submit()}
        confirmLoading={unlock.isPending || issue.isPending}
        okButtonProps={{ 'data-testid': 'unlock-submit' } as Record<`data-${string}`, string>}
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical" initialValues={{ days: 3 }}>
          <Form.Item name="days" label={t('installments:unlock.days')} rules={[rule(InstallmentUnlockSchema.shape.days)]}>
            <InputNumber min={1} max={999} style={{ width: '100%' }} data-testid="unlock-days" />
          </Form.Item>
          <Form.Item name="reason" label={t('installments:unlock.reason')} rules={[rule(InstallmentUnlockSchema.shape.reason)]}>
            <Input maxLength={INSTALLMENT_NOTE_MAX} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={code !== undefined}
        footer={null}
        onCancel={() => setCode(undefined)}
        title={code && t('installments:unlock.codeTitle', { days: code.days })}
      >
        {code && (
          <>
            <Typography.Title level={2} copyable={{ text: code.code }} style={{ fontFamily: 'monospace' }} data-testid="unlock-code-value">
              {formatUnlockCode(code.code)}
            </Typography.Title>
            <Alert type="info" showIcon message={t('installments:unlock.codeHint')} />
          </>
        )}
      </Modal>
    </>
  );
}
