import { REPORT_PRODUCTION_GROUPS, ReportProductionSchema } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { Form, Radio, Select, Space, Switch } from 'antd';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { devicesApi } from '../../devices';

/**
 * The report form's production figures: whether the report shows them, grouped per device, day or
 * task, of all the project's devices or one (form fields `withProduction` and `production`).
 */
export function ReportProductionFields({ projectId, enabled }: { projectId: number | undefined; enabled: boolean }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const rule = useSchemaRule();
  const devices = useQuery({
    queryKey: ['devices', 'of-project', projectId],
    queryFn: () => devicesApi.list(client, { projectId, page: 1, pageSize: 500 }, true),
    enabled: enabled && projectId !== undefined,
  });
  return (
    <>
      <Form.Item name="withProduction" valuePropName="checked">
        <Switch
          checkedChildren={t('reports:report.productionOn')}
          unCheckedChildren={t('reports:report.productionOff')}
          data-testid="report-production-switch"
        />
      </Form.Item>
      {enabled && (
        <Space wrap align="start">
          <Form.Item
            name={['production', 'groupBy']}
            label={t('reports:report.productionGroupBy')}
            rules={[{ required: true, message: t('messages:validation.required') }, rule(ReportProductionSchema.shape.groupBy)]}
          >
            <Radio.Group
              optionType="button"
              options={REPORT_PRODUCTION_GROUPS.map((g) => ({ value: g, label: t(builtKey(`reports:report.productionGroups.${g}`)) }))}
              data-testid="report-production-group"
            />
          </Form.Item>
          <Form.Item name={['production', 'deviceId']} label={t('reports:report.productionDevice')}>
            <Select
              allowClear
              style={{ width: 240 }}
              placeholder={t('reports:report.productionAllDevices')}
              options={(devices.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
              data-testid="report-production-device"
            />
          </Form.Item>
        </Space>
      )}
    </>
  );
}
