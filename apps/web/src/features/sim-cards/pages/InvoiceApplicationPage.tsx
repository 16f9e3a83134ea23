import {
  INVOICE_KINDS,
  INVOICE_TITLE_MAX,
  InvoiceApplicationCreateSchema,
  SIM_REMARK_MAX,
  type InvoiceApplicationCreate,
  INVOICE_EMAIL_MAX_LENGTH,
  TAX_NUMBER_MAX_LENGTH,
} from '@fieldlink/domain';
import { App, Button, Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { validValues } from '../../../lib/forms/validValues';
import { useApplyInvoice, useSimCards } from '../hooks/useSimCards';

const field = InvoiceApplicationCreateSchema.shape;

/** Invoice application (spec §2 invoice_application): an invoice for the fees of the chosen cards. */
export function InvoiceApplicationPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<InvoiceApplicationCreate>();
  const kind = Form.useWatch('kind', form);
  const cards = useSimCards({ page: 1, pageSize: 500 });
  const apply = useApplyInvoice();
  const half = { xs: 24, md: 12 };
  const special = kind === 'special';
  const specialRule = [{ required: special, message: t('messages:validation.invoiceSpecialField') }];

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    await apply.mutateAsync(InvoiceApplicationCreateSchema.parse({ ...form.getFieldsValue(true), ...values }));
    void message.success(t('simCards:invoice.submitted'));
    form.resetFields();
  };

  return (
    <Card title={t('simCards:invoice.applyTitle')} data-testid="sim-invoice-apply">
      <Form form={form} layout="vertical" initialValues={{ kind: 'normal' }} style={{ maxWidth: 820 }}>
        <Form.Item name="cardIds" label={t('simCards:invoice.cards')} rules={[rule(field.cardIds)]}>
          <Select
            mode="multiple"
            showSearch
            optionFilterProp="label"
            options={(cards.data?.items ?? []).map((c) => ({ value: c.id, label: `${c.msisdn ?? c.iccid} · ${c.deviceName}` }))}
            data-testid="invoice-cards"
          />
        </Form.Item>
        <Row gutter={12}>
          <Col {...half}>
            <Form.Item name="kind" label={t('simCards:invoice.kind')} rules={[rule(field.kind)]}>
              <Select options={INVOICE_KINDS.map((k) => ({ value: k, label: t(builtKey(`simCards:invoice.kinds.${k}`)) }))} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="title" label={t('simCards:invoice.title')} rules={[rule(field.title)]}>
              <Input maxLength={INVOICE_TITLE_MAX} data-testid="invoice-title" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="taxNumber" label={t('simCards:invoice.taxNumber')} rules={[rule(field.taxNumber)]}>
              <Input maxLength={TAX_NUMBER_MAX_LENGTH} data-testid="invoice-tax" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="amount" label={t('simCards:invoice.amount')} rules={[rule(field.amount)]}>
              <InputNumber min={0} precision={2} style={{ width: '100%' }} data-testid="invoice-amount" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="email" label={t('simCards:invoice.email')} rules={[rule(field.email)]}>
              <Input maxLength={INVOICE_EMAIL_MAX_LENGTH} data-testid="invoice-email" />
            </Form.Item>
          </Col>
          {(['address', 'phone', 'bank', 'bankAccount'] as const).map((name) => (
            <Col {...half} key={name}>
              <Form.Item name={name} label={t(builtKey(`simCards:invoice.${name}`))} rules={[...specialRule, rule(field[name])]}>
                <Input maxLength={name === 'address' ? 100 : 50} />
              </Form.Item>
            </Col>
          ))}
          <Col span={24}>
            <Form.Item name="remark" label={t('simCards:invoice.remark')} rules={[rule(field.remark)]}>
              <Input.TextArea maxLength={SIM_REMARK_MAX} rows={2} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" onClick={() => void submit()} loading={apply.isPending} data-testid="invoice-submit">
          {t('simCards:invoice.submit')}
        </Button>
      </Form>
    </Card>
  );
}
