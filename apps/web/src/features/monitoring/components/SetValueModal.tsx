import { LoadingOutlined } from '@ant-design/icons';
import { DATA_TYPES, isDataTypeCode } from '@fieldlink/domain';
import { Alert, Descriptions, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLanguage } from '../../../lib/language/useLanguage';
import { useSetValue } from '../hooks/useSetValue';
import { useSetValueValidator } from '../hooks/useSetValueValidator';
import type { MonitorRow } from '../utils/liveValues';
import { LiveValue } from './LiveValue';
import { validValues } from '../../../lib/forms/validValues';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

export interface SetValueModalProps {
  deviceId: number;
  /** The point being written; null: closed. */
  row: MonitorRow | null;
  onClose(): void;
}

/** Writes one point's value: checked as typed, then sent; the device's answer (or its silence) is shown. */
export function SetValueModal({ deviceId, row, onClose }: SetValueModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form] = Form.useForm<{ value: string }>();
  const validate = useSetValueValidator();
  const { point, outcome, told, pending, submit: send } = useSetValue(deviceId, row, form);

  if (!row) return null;
  const bool = row.dataType === 10;

  const submit = async () => {
    const valid = await validValues(form);
    if (!valid) return;
    const { value } = valid;
    await send(value);
  };

  return (
    <Modal
      open
      title={t('monitoring:setValue.title', { name: row.name })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('monitoring:setValue.submit')}
      cancelText={t('monitoring:setValue.close')}
      confirmLoading={pending}
      okButtonProps={{ 'data-testid': 'set-value-submit' }}
      destroyOnHidden
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'current',
            label: t('monitoring:setValue.current'),
            children: <LiveValue display={row.display} unit={row.unit} changes={row.changes} />,
          },
          ...(isDataTypeCode(row.dataType)
            ? [{ key: 'type', label: t('monitoring:setValue.dataType'), children: DATA_TYPES[row.dataType].label[language] }]
            : []),
        ]}
      />
      <Form
        form={form}
        layout="vertical"
        data-testid="set-value-form"
        onFinishFailed={announceIncompleteForm}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="value"
          label={t('monitoring:setValue.value')}
          rules={[{ validator: (_rule, value: unknown) => validate(value, point) }]}
          initialValue={bool ? undefined : ''}
        >
          {bool ? (
            <Radio.Group
              options={[
                { value: '0', label: t('monitoring:setValue.off') },
                { value: '1', label: t('monitoring:setValue.on') },
              ]}
              data-testid="set-value-bool"
            />
          ) : (
            <Input autoFocus autoComplete="off" suffix={row.unit ?? undefined} data-testid="set-value-input" />
          )}
        </Form.Item>
      </Form>
      {pending && <Alert type="info" showIcon icon={<LoadingOutlined />} title={t('monitoring:setValue.sending')} />}
      {told && <Alert type={told.tone} showIcon title={t(told.key, told.params)} data-testid={`set-value-outcome-${outcome?.status}`} />}
    </Modal>
  );
}
