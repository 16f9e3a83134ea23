import { Button, Form, Input, Popup, Radio, Result, Space } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../access/utils/serverFieldErrors';
import type { SetValueResult } from '../../api/monitoringApi';
import { useSetPointValue } from '../../hooks/useSetPointValue';
import { useSetValueValidator } from '../../hooks/useSetValueValidator';
import type { MonitorRow } from '../../utils/liveValues';
import { checkSetValue } from '../../utils/setValueRule';
import { setValueOutcome } from '../../utils/setValueOutcome';
import { LiveValue } from '../LiveValue';

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
  const write = useSetPointValue(deviceId);
  const [outcome, setOutcome] = useState<SetValueResult | null>(null);
  const { reset } = write;
  const pointId = row?.pointId;

  useEffect(() => {
    if (pointId === undefined) return;
    form.resetFields();
    setOutcome(null);
    reset();
  }, [pointId, form, reset]);

  const point = row ? { dataType: row.dataType, ...(row.config ? { config: row.config } : {}) } : { dataType: 0 };
  const told = outcome ? setValueOutcome(outcome) : null;

  const submit = async ({ value }: { value: string }) => {
    if (!row) return;
    const check = checkSetValue(value, point);
    if (!check.ok) return;
    setOutcome(null);
    try {
      setOutcome(await write.mutateAsync({ pointId: row.pointId, value: check.value }));
    } catch (error) {
      const fields = serverFieldErrors(error, ['value']);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

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
            onFinish={(values) => void submit(values)}
            footer={
              <Button block type="submit" color="primary" loading={write.isPending} data-testid="set-value-submit">
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
          {write.isPending && <div style={{ padding: '0 16px', color: '#666', fontSize: 13 }}>{t('monitoring:setValue.sending')}</div>}
          {told && (
            <Result
              status={RESULT_STATUS[told.tone]}
              title={t(`monitoring:${told.key}`, told.params)}
              style={{ padding: '8px 16px' }}
              data-testid={`set-value-outcome-${outcome?.status}`}
            />
          )}
        </div>
      )}
    </Popup>
  );
}
