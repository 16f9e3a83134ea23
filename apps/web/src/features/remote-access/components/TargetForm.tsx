import {
  RemoteTargetBodySchema,
  type RemoteTargetBody,
  type RemoteVia,
  REMOTE_HOST_MAX_LENGTH,
  VNC_PASSWORD_MAX_LENGTH,
} from '@fieldlink/domain';
import { App, Form, Input, InputNumber, Modal, Radio, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useRemoteTarget, useSaveRemoteTarget } from '../hooks/useRemoteAccess';
import { validValues } from '../../../lib/forms/validValues';

interface Values {
  via: RemoteVia;
  host: string;
  port: number;
  password?: string;
  enabled: boolean;
}

/**
 * An administrator sets a device's VNC address, reached through the device's gateway (on the machine's
 * network) or directly from the server, and its password (never shown back).
 */
export function TargetForm({ deviceId, onClose }: { deviceId: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const target = useRemoteTarget(deviceId);
  const save = useSaveRemoteTarget();
  const via = Form.useWatch('via', form);

  useEffect(() => {
    if (target.data)
      form.setFieldsValue({
        via: target.data.host ? target.data.via : 'gateway',
        host: target.data.host ?? '',
        port: target.data.port ?? 5900,
        enabled: target.data.host ? target.data.enabled : true,
      });
  }, [target.data, form]);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    const body: RemoteTargetBody = {
      via: values.via,
      host: values.host,
      port: values.port,
      enabled: values.enabled,
      ...(values.password ? { password: values.password } : {}),
    };
    const parsed = RemoteTargetBodySchema.safeParse(body);
    if (!parsed.success) return;
    await save.mutateAsync({ deviceId: deviceId!, body: parsed.data });
    void message.success(t('remoteAccess:target.saved'));
    onClose();
  };

  return (
    <Modal
      open={deviceId !== undefined}
      title={t('remoteAccess:target.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ via: 'gateway', port: 5900, enabled: true }}>
        <Form.Item name="via" label={t('remoteAccess:target.via')}>
          <Radio.Group data-testid="target-via">
            <Radio value="gateway">{t('remoteAccess:target.viaGateway')}</Radio>
            <Radio value="direct">{t('remoteAccess:target.viaDirect')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="host"
          label={t('remoteAccess:target.host')}
          extra={via === 'direct' ? t('remoteAccess:target.viaDirectHelp') : t('remoteAccess:target.viaGatewayHelp')}
          rules={[
            { required: true, max: REMOTE_HOST_MAX_LENGTH, pattern: /^[A-Za-z0-9.\-:[\]]+$/, message: t('remoteAccess:target.hostRule') },
          ]}
        >
          <Input data-testid="target-host" placeholder="192.168.1.20" />
        </Form.Item>
        <Form.Item name="port" label={t('remoteAccess:target.port')} rules={[{ required: true }]}>
          <InputNumber min={1} max={65535} data-testid="target-port" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('remoteAccess:target.password')}
          extra={target.data?.hasPassword ? t('remoteAccess:target.passwordKept') : undefined}
          rules={[{ max: VNC_PASSWORD_MAX_LENGTH }]}
        >
          <Input.Password autoComplete="new-password" maxLength={VNC_PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="enabled" label={t('remoteAccess:target.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
