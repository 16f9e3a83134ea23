import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  REPORT_CHART_KINDS,
  REPORT_METHODS,
  REPORT_MODULE_TYPES,
  REPORT_MODULE_WIDTHS,
  REPORT_NAME_MAX,
  REPORT_STORAGE_MODES,
  REPORT_TIME_TYPES,
  ReportConfigBodySchema,
  SCHEDULE_FREQUENCIES,
  REPORT_CHANNELS,
  type ReportProductionGroup,
} from '@fieldlink/domain';
import { Button, Col, Divider, Form, Input, InputNumber, Modal, Radio, Row, Select, Space, Switch, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { projectsApi } from '../../projects';
import type { ReportConfigBody, ReportRow } from '../api/reportsApi';
import { useProjectPoints } from '../hooks/useProjectPoints';
import { ReportProductionFields } from './ReportProductionFields';
import { validValues } from '../../../lib/forms/validValues';

interface FormValues extends Omit<ReportConfigBody, 'periodTimeList' | 'schedule' | 'production'> {
  periodTimeList: { title: string; range: [Dayjs, Dayjs] }[];
  scheduled: boolean;
  schedule?: NonNullable<ReportConfigBody['schedule']>;
  withProduction: boolean;
  production?: { groupBy: ReportProductionGroup; deviceId?: number | null };
}

const clock = (value: string) => dayjs(`2000-01-01T${value === '24:00' ? '00:00' : value}`);
const required = (message: string) => [{ required: true, message }];

/** The form of a saved multifunction report: storage, statistics per column, time range, modules, schedule. */
export function ReportConfigModal({
  report,
  open,
  onClose,
  onSubmit,
}: {
  report: ReportRow | null;
  open: boolean;
  onClose: () => void;
  onSubmit: (body: ReportConfigBody) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const client = useApiClient();
  const rule = useSchemaRule();
  const [form] = Form.useForm<FormValues>();
  const projectId = Form.useWatch('projectId', form);
  const storageMode = Form.useWatch('storageMode', form);
  const scheduled = Form.useWatch('scheduled', form);
  const withProduction = Form.useWatch('withProduction', form);
  const channel = Form.useWatch(['schedule', 'channel'], form);
  const columns = Form.useWatch('columns', form) ?? [];
  const projects = useQuery({
    queryKey: ['projects', 'options'],
    queryFn: () => projectsApi.list(client, { page: 1, pageSize: 500 }, true),
    enabled: open,
  });
  const points = useProjectPoints(projectId, open);
  const pointLabel = new Map(points.map((p) => [p.value, p.label]));
  const columnOptions = columns.map((c, i) => ({
    value: i,
    label: `${i + 1}. ${c?.title || pointLabel.get(c?.pointId) || '—'} · ${c?.method ? t(`reports:report.methods.${c.method}`) : ''}`,
  }));
  const required_ = required(t('messages:validation.required'));

  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    if (report)
      form.setFieldsValue({
        ...report,
        schedule: report.schedule ?? undefined,
        periodTimeList: report.periodTimeList.map((p) => ({ title: p.title, range: [clock(p.start), clock(p.end)] as [Dayjs, Dayjs] })),
        scheduled: report.schedule !== null,
        withProduction: report.production !== null,
        production: report.production ?? { groupBy: 'device', deviceId: null },
      });
  }, [open, report, form]);

  async function submit() {
    const v = await validValues(form);
    if (!v) return;
    await onSubmit({
      name: v.name,
      projectId: v.projectId,
      storageMode: v.storageMode,
      intervalS: v.storageMode === 'interval' ? v.intervalS : null,
      periodTimeList:
        v.storageMode === 'period'
          ? (v.periodTimeList ?? []).map((p, id) => ({
              id,
              title: p.title,
              start: p.range[0].format('HH:mm'),
              end: p.range[1].format('HH:mm'),
            }))
          : [],
      timeType: v.timeType,
      columns: v.columns.map((c) => ({ pointId: c.pointId, method: c.method, ...(c.title ? { title: c.title } : {}) })),
      modules: v.modules,
      schedule: v.scheduled && v.schedule ? v.schedule : null,
      production: v.withProduction && v.production ? { groupBy: v.production.groupBy, deviceId: v.production.deviceId ?? null } : null,
    });
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t(report ? 'reports:report.edit' : 'reports:report.add')}
      onCancel={onClose}
      onOk={() => void submit()}
      width={860}
      destroyOnHidden
      data-testid="report-config-modal"
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{
          storageMode: 'interval',
          intervalS: 3600,
          timeType: 'day',
          columns: [{ method: 'avg' }],
          modules: [{ type: 'table', width: 'full', title: t('reports:report.moduleTypes.table'), columns: [], chart: 'line' }],
          periodTimeList: [],
          scheduled: false,
          withProduction: false,
          production: { groupBy: 'device', deviceId: null },
          schedule: { frequency: 'weekly', channel: 'notice', recipients: [], userIds: [], language: 'zh-CN', enabled: true },
        }}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label={t('reports:report.name')} rules={[rule(ReportConfigBodySchema.shape.name)]}>
              <Input count={{ show: true, max: REPORT_NAME_MAX }} data-testid="report-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="projectId" label={t('reports:report.project')} rules={required_}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={(projects.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
                data-testid="report-project"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="storageMode" label={t('reports:report.storageMode')}>
              <Radio.Group
                optionType="button"
                options={REPORT_STORAGE_MODES.map((m) => ({ value: m, label: t(`reports:report.storageModes.${m}`) }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="timeType" label={t('reports:report.timeType')}>
              <Radio.Group
                optionType="button"
                options={REPORT_TIME_TYPES.map((m) => ({ value: m, label: t(`reports:report.timeTypes.${m}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        {storageMode === 'interval' ? (
          <Form.Item name="intervalS" label={t('reports:report.intervalS')} rules={[rule(ReportConfigBodySchema.shape.intervalS)]}>
            <InputNumber min={2} precision={0} style={{ width: 200 }} addonAfter="s" data-testid="report-interval" />
          </Form.Item>
        ) : (
          <Form.List name="periodTimeList">
            {(fields, { add, remove }) => (
              <Form.Item label={t('reports:report.periods')}>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={[field.name, 'title']} rules={required_}>
                      <Input placeholder={t('reports:report.periodTitle')} maxLength={REPORT_NAME_MAX} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'range']} rules={required_}>
                      <TimePicker.RangePicker format="HH:mm" order={false} />
                    </Form.Item>
                    <MinusCircleOutlined onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ title: '', range: [clock('08:00'), clock('20:00')] })}>
                  {t('reports:report.addPeriod')}
                </Button>
              </Form.Item>
            )}
          </Form.List>
        )}
        <Divider titlePlacement="start">{t('reports:report.columns')}</Divider>
        <Form.List name="columns">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item name={[field.name, 'pointId']} rules={required_}>
                    <Select
                      style={{ width: 300 }}
                      showSearch={{ optionFilterProp: 'label' }}
                      options={points}
                      data-testid={`report-column-point-${field.name}`}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'method']} rules={required_}>
                    <Select
                      style={{ width: 130 }}
                      options={REPORT_METHODS.map((m) => ({ value: m, label: t(`reports:report.methods.${m}`) }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'title']}>
                    <Input style={{ width: 160 }} placeholder={t('reports:report.columnTitle')} maxLength={REPORT_NAME_MAX} />
                  </Form.Item>
                  {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(field.name)} />}
                </Space>
              ))}
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ method: 'avg' })} data-testid="report-add-column">
                {t('reports:report.addColumn')}
              </Button>
            </>
          )}
        </Form.List>
        <Divider titlePlacement="start">{t('reports:report.modules')}</Divider>
        <Form.List name="modules">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item name={[field.name, 'type']}>
                    <Select
                      style={{ width: 130 }}
                      options={REPORT_MODULE_TYPES.map((m) => ({ value: m, label: t(`reports:report.moduleTypes.${m}`) }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'width']}>
                    <Select
                      style={{ width: 100 }}
                      options={REPORT_MODULE_WIDTHS.map((w) => ({ value: w, label: t(`reports:report.widths.${w}`) }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'title']} rules={required_}>
                    <Input style={{ width: 150 }} placeholder={t('reports:report.moduleTitle')} maxLength={REPORT_NAME_MAX} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'chart']}>
                    <Select
                      style={{ width: 90 }}
                      options={REPORT_CHART_KINDS.map((c) => ({ value: c, label: t(`reports:report.charts.${c}`) }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'columns']}>
                    <Select
                      mode="multiple"
                      style={{ width: 220 }}
                      placeholder={t('reports:report.moduleColumns')}
                      options={columnOptions}
                    />
                  </Form.Item>
                  {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(field.name)} />}
                </Space>
              ))}
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                onClick={() => add({ type: 'card', width: 'half', title: '', columns: [], chart: 'line' })}
              >
                {t('reports:report.addModule')}
              </Button>
            </>
          )}
        </Form.List>
        <Divider titlePlacement="start">{t('reports:report.production')}</Divider>
        <ReportProductionFields projectId={projectId} enabled={open && Boolean(withProduction)} />
        <Divider titlePlacement="start">{t('reports:report.schedule')}</Divider>
        <Form.Item name="scheduled" valuePropName="checked">
          <Switch checkedChildren={t('reports:report.scheduleOn')} unCheckedChildren={t('reports:report.noSchedule')} />
        </Form.Item>
        {scheduled && (
          <Space wrap align="start">
            <Form.Item name={['schedule', 'frequency']} label={t('reports:report.frequency')}>
              <Select
                style={{ width: 120 }}
                options={SCHEDULE_FREQUENCIES.map((f) => ({ value: f, label: t(`reports:report.frequencies.${f}`) }))}
              />
            </Form.Item>
            <Form.Item name={['schedule', 'channel']} label={t('reports:report.channel')}>
              <Select
                style={{ width: 200 }}
                options={REPORT_CHANNELS.map((c) => ({ value: c, label: t(`reports:report.channels.${c}`) }))}
              />
            </Form.Item>
            <Form.Item name={['schedule', 'language']} label={t('reports:report.language')}>
              <Select
                style={{ width: 120 }}
                options={[
                  { value: 'zh-CN', label: t('common:language.zh-CN') },
                  { value: 'en-US', label: t('common:language.en-US') },
                ]}
              />
            </Form.Item>
            {channel === 'email' && (
              <Form.Item
                name={['schedule', 'recipients']}
                label={t('reports:report.recipients')}
                rules={[{ required: true, type: 'array', min: 1, message: t('messages:validation.recipientsRequired') }]}
              >
                <Select mode="tags" style={{ width: 300 }} tokenSeparators={[',', ' ']} />
              </Form.Item>
            )}
          </Space>
        )}
      </Form>
    </Modal>
  );
}
