import { Button, Form, Input, Popup, Radio, Result, Space } from 'antd-mobile';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useSetValue } from '../../hooks/useSetValue';
import { useSetValueValidator } from '../../hooks/useSetValueValidator';
import type { MonitorRow } from '../../utils/liveValues';
import { LiveValue } from '../LiveValue';
import { announceIncompleteForm } from '../../../../lib/forms/incompleteForm';

export interface MobileSetValuePopupProps {
  deviceId: number;
  row: MonitorRow | null;
  onClose(): void;
}

const RESULT_STATUS = { success: 'success', error: 'error', warning: 'warning' } as const;

/** The set-value form as a bottom sheet: checked as typed, then the device's answer (or silence). */
export function MobileSetValuePopup({ deviceId, row, onClose }: MobileSetValuePopupProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ value: string }>();
  const validate = useSetValueValidator();
  const { point, outcome, told, pending, submit: send } = useSetValue(deviceId, row, form);
  const submit = ({ value }: { value: string }) => send(value);

  return (
    <Popup
      visible={row !== null}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, paddingBottom: 12 }}
    >
      {row && (
        <div data-testid="set-value-form">
          <div style={{ padding: '16px 16px 4px', fontSize: 16, fontWeight: 600 }}>
            {t('monitoring:setValue.title', { name: row.name })}
          </div>
          <div style={{ padding: '0 16px', color: '#666', fontSize: 14 }}>
            {t('monitoring:setValue.current')}: <LiveValue display={row.display} unit={row.unit} changes={row.changes} />
          </div>
          <Form
            form={form}
            layout="vertical"
            onFinishFailed={announceIncompleteForm}
            onFinish={(values) => void submit(values)}
            footer={
              <Button block type="submit" color="primary" loading={pending} data-testid="set-value-submit">
                {t('monitoring:setValue.submit')}
              </Button>
            }
          >
            <Form.Item
              name="value"
              label={t('monitoring:setValue.value')}
              rules={[{ validator: (_rule, value: unknown) => validate(value, point) }]}
              extra={row.unit ?? undefined}
            >
              {row.dataType === 10 ? (
                <Radio.Group>
                  <Space>
                    <Radio value="0">{t('monitoring:setValue.off')}</Radio>
                    <Radio value="1">{t('monitoring:setValue.on')}</Radio>
                  </Space>
                </Radio.Group>
              ) : (
                <Input clearable autoComplete="off" data-testid="set-value-input" />
              )}
            </Form.Item>
          </Form>
          {pending && <div style={{ padding: '0 16px', color: '#666', fontSize: 13 }}>{t('monitoring:setValue.sending')}</div>}
          {told && (
            <Result
              status={RESULT_STATUS[told.tone]}
              title={t(told.key, told.params)}
              style={{ padding: '8px 16px' }}
              data-testid={`set-value-outcome-${outcome?.status}`}
            />
          )}
        </div>
      )}
    </Popup>
  );
}
