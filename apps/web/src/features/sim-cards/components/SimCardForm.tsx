import {
  SIM_CARRIERS,
  SIM_PLAN_NAME_MAX,
  SIM_PROVIDERS,
  SIM_REMARK_MAX,
  SimCardCreateSchema,
  type SimCardCreate,
  ICCID_MAX_LENGTH,
  IMSI_LENGTH,
  MSISDN_MAX_LENGTH,
  OFFERING_ID_MAX_LENGTH,
} from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Row, Select, type FormInstance } from 'antd';
import { DateStringPicker } from '../../../ui/DateStringPicker';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { devicesApi } from '../../devices';

const field = SimCardCreateSchema.shape;

/**
 * A SIM card's form (both shells), checked by the server's own schema field by field. The plan and
 * the expiry are set when the card is added; later they change only through the card actions.
 */
export function SimCardForm({ form, editing }: { form: FormInstance<SimCardCreate>; editing: boolean }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const client = useApiClient();
  const devices = useQuery({
    queryKey: ['devices', 'sim-cards'],
    queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500 }, true),
  });
  const deviceOptions = (devices.data?.items ?? []).map((d) => ({ value: d.id, label: `${d.name} (${d.boxId})` }));
  const half = { xs: 24, md: 12 };

  return (
    <Form form={form} layout="vertical" data-testid="sim-form">
      <Row gutter={12}>
        <Col {...half}>
          <Form.Item name="deviceId" label={t('simCards:fields.deviceId')} rules={[rule(field.deviceId)]}>
            <Select showSearch optionFilterProp="label" options={deviceOptions} data-testid="sim-device" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="iccid" label={t('simCards:fields.iccid')} rules={editing ? [] : [rule(field.iccid)]}>
            <Input maxLength={ICCID_MAX_LENGTH} disabled={editing} data-testid="sim-iccid" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="msisdn" label={t('simCards:fields.msisdn')} rules={[rule(field.msisdn)]}>
            <Input maxLength={MSISDN_MAX_LENGTH} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="imsi" label={t('simCards:fields.imsi')} rules={[rule(field.imsi)]}>
            <Input maxLength={IMSI_LENGTH} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="carrier" label={t('simCards:fields.carrier')} rules={[rule(field.carrier)]}>
            <Select options={SIM_CARRIERS.map((c) => ({ value: c, label: t(builtKey(`simCards:carrier.${c}`)) }))} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="provider" label={t('simCards:fields.provider')} rules={[rule(field.provider)]}>
            <Select options={SIM_PROVIDERS.map((p) => ({ value: p, label: t(builtKey(`simCards:provider.${p}`)) }))} />
          </Form.Item>
        </Col>
        {!editing && (
          <>
            <Col {...half}>
              <Form.Item name="planName" label={t('simCards:fields.planName')} rules={[rule(field.planName)]}>
                <Input maxLength={SIM_PLAN_NAME_MAX} data-testid="sim-plan" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="planDataMb" label={t('simCards:fields.planDataMb')} rules={[rule(field.planDataMb)]}>
                <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="sim-data" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="monthlyFee" label={t('simCards:fields.monthlyFee')} rules={[rule(field.monthlyFee)]}>
                <InputNumber min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="expiresOn" label={t('simCards:fields.expiresOn')} rules={[rule(field.expiresOn)]}>
                <DateStringPicker data-testid="sim-expires" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="offeringId" label={t('simCards:fields.offeringId')} rules={[rule(field.offeringId)]}>
                <Input maxLength={OFFERING_ID_MAX_LENGTH} />
              </Form.Item>
            </Col>
          </>
        )}
        <Col {...half}>
          <Form.Item name="activatedOn" label={t('simCards:fields.activatedOn')} rules={[rule(field.activatedOn)]}>
            <DateStringPicker />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="cycleDay" label={t('simCards:fields.cycleDay')} rules={[rule(field.cycleDay)]}>
            <InputNumber min={1} max={28} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="warningPercent" label={t('simCards:fields.warningPercent')} rules={[rule(field.warningPercent)]}>
            <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('simCards:fields.remark')} rules={[rule(field.remark)]}>
            <Input.TextArea maxLength={SIM_REMARK_MAX} rows={2} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
