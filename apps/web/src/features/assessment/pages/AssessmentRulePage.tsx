import { AssessmentRuleBodySchema, WORK_ORDER_KINDS, WORK_ORDER_NATURES, type AssessmentRuleBody } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, InputNumber, Row, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission } from '../../access';
import { formatTime } from '../../../lib/format/formatTime';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { CompanyPicker, useIsSuperUser } from '../../customers';
import { assessmentApi } from '../api/assessmentApi';
import { validValues } from '../../../lib/forms/validValues';

const number = (testId?: string, min?: number) => (
  <InputNumber min={min ?? -1000} max={1000} precision={1} style={{ width: '100%' }} data-testid={testId} />
);

/** Assessment rules (/afterSales/AssessmentRule): points per type and nature, timeliness, customer rating. */
export function AssessmentRulePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const superUser = useIsSuperUser();
  const [companyId, setCompanyId] = useState<number | undefined>();
  const [form] = Form.useForm<AssessmentRuleBody>();
  const enabled = !superUser || companyId !== undefined;
  const rule = useQuery({
    queryKey: ['assessment', 'rule', companyId],
    queryFn: () => assessmentApi.rule(client, companyId),
    enabled,
  });
  useEffect(() => {
    if (rule.data) form.setFieldsValue(rule.data);
  }, [rule.data, form]);

  const save = useMutation({
    mutationFn: (body: AssessmentRuleBody) => assessmentApi.saveRule(client, { ...body, ...(companyId ? { companyId } : {}) }),
    onSuccess: () => {
      void message.success(t('assessment:rule.saved'));
      void queryClient.invalidateQueries({ queryKey: ['assessment'] });
    },
  });
  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    const parsed = AssessmentRuleBodySchema.safeParse(values);
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
    } catch (error) {
      const fields = serverFieldErrors(error, ['kindPoints', 'naturePoints', 'onTimeBonus', 'latePenalty', 'ratingPoints']);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };
  const required = [{ required: true, message: t('messages:validation.required') }];

  return (
    <AdminPage
      title={t('assessment:rule.title')}
      testId="assessment-rule-page"
      filters={superUser ? <CompanyPicker value={companyId} onChange={setCompanyId} /> : undefined}
      actions={
        <Permission page="AssessmentRule" need="edit">
          <Button
            type="primary"
            onClick={() => void submit().catch(() => undefined)}
            loading={save.isPending}
            disabled={!enabled}
            data-testid="rule-save"
          >
            {t('access:actions.save')}
          </Button>
        </Permission>
      }
    >
      {rule.data && !rule.data.saved && <Alert type="info" showIcon message={t('assessment:rule.defaults')} style={{ marginBottom: 16 }} />}
      {rule.data?.updatedAt && (
        <Typography.Paragraph type="secondary">
          {t('assessment:rule.updatedAt', { time: formatTime(rule.data.updatedAt) })}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" disabled={!enabled}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card size="small" title={t('assessment:rule.kindPoints')}>
            <Row gutter={16}>
              {WORK_ORDER_KINDS.map((kind) => (
                <Col key={kind} xs={12} md={6}>
                  <Form.Item name={['kindPoints', kind]} label={t(`assessment:kind.${kind}`)} rules={required}>
                    {number(`rule-kind-${kind}`, 0)}
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </Card>
          <Card
            size="small"
            title={t('assessment:rule.naturePoints')}
            extra={<Typography.Text type="secondary">{t('assessment:rule.natureHint')}</Typography.Text>}
          >
            <Row gutter={16}>
              {WORK_ORDER_NATURES.map((nature) => (
                <Col key={nature} xs={12} md={4}>
                  <Form.Item
                    name={['naturePoints', nature]}
                    label={t(`assessment:nature.${nature}`)}
                    normalize={(v: number | null | undefined) => v ?? null}
                  >
                    {number(`rule-nature-${nature}`, 0)}
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </Card>
          <Card size="small" title={t('assessment:rule.timeliness')}>
            <Row gutter={16}>
              <Col xs={12} md={6}>
                <Form.Item name="onTimeBonus" label={t('assessment:rule.onTimeBonus')} rules={required}>
                  {number('rule-on-time', 0)}
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="latePenalty" label={t('assessment:rule.latePenalty')} rules={required}>
                  {number('rule-late', 0)}
                </Form.Item>
              </Col>
            </Row>
          </Card>
          <Card size="small" title={t('assessment:rule.ratingPoints')}>
            <Row gutter={16}>
              {[0, 1, 2, 3, 4].map((index) => (
                <Col key={index} xs={12} md={4}>
                  <Form.Item name={['ratingPoints', index]} label={t('assessment:rule.stars', { count: index + 1 })} rules={required}>
                    {number(`rule-stars-${index + 1}`)}
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </Card>
        </Space>
      </Form>
    </AdminPage>
  );
}
