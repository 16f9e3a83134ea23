import { DeleteOutlined } from '@ant-design/icons';
import {
  CHART_RANGE_KEYS,
  KPI_METRICS,
  PIE_SOURCES,
  SCREEN_CHART_POINTS_MAX,
  SCREEN_TITLE_MAX,
  type ScreenWidget,
} from '@fieldlink/domain';
import { Button, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';

type Option = { value: number; label: string };

/** The selected widget's settings: its caption and what its kind shows. */
export function WidgetProperties({
  widget,
  pointOptions,
  viewOptions,
  deviceOptions,
  onChange,
  onRemove,
}: {
  widget: ScreenWidget;
  pointOptions: Option[];
  viewOptions: Option[];
  deviceOptions: Option[];
  onChange(change: Partial<ScreenWidget>): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const incomplete = (missing: boolean) =>
    missing ? { validateStatus: 'error' as const, help: t('messages:validation.widgetConfig') } : {};
  return (
    <Form layout="vertical" size="small" data-testid="widget-properties">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t(`screens:kinds.${widget.kind}`)}
      </Typography.Title>
      {widget.kind !== 'title' && widget.kind !== 'clock' && (
        <Form.Item label={t('screens:editor.caption')}>
          <Input
            value={widget.title ?? ''}
            maxLength={SCREEN_TITLE_MAX}
            placeholder={t('screens:editor.captionHint')}
            onChange={(e) => onChange({ title: e.target.value || undefined })}
            data-testid="widget-caption"
          />
        </Form.Item>
      )}
      {widget.kind === 'title' && (
        <Form.Item label={t('screens:editor.text')}>
          <Input value={widget.text ?? ''} maxLength={SCREEN_TITLE_MAX} onChange={(e) => onChange({ text: e.target.value })} />
        </Form.Item>
      )}
      {widget.kind === 'kpi' && (
        <>
          <Form.Item label={t('screens:editor.metric')}>
            <Select
              value={widget.metric}
              onChange={(metric) => onChange({ metric, ...(metric === 'point' ? {} : { pointId: undefined }) })}
              options={KPI_METRICS.map((m) => ({ value: m, label: t(`screens:metrics.${m}`) }))}
              data-testid="widget-metric"
            />
          </Form.Item>
          {widget.metric === 'point' && (
            <Form.Item label={t('screens:editor.point')} {...incomplete(widget.pointId === undefined)}>
              <Select
                showSearch
                optionFilterProp="label"
                value={widget.pointId}
                onChange={(pointId: number) => onChange({ pointId })}
                options={pointOptions}
                data-testid="widget-point"
              />
            </Form.Item>
          )}
        </>
      )}
      {(widget.kind === 'lineChart' || widget.kind === 'barChart') && (
        <>
          <Form.Item label={t('screens:editor.points', { max: SCREEN_CHART_POINTS_MAX })} {...incomplete(!widget.pointIds?.length)}>
            <Select
              mode="multiple"
              showSearch
              optionFilterProp="label"
              maxCount={SCREEN_CHART_POINTS_MAX}
              value={widget.pointIds ?? []}
              onChange={(pointIds: number[]) => onChange({ pointIds })}
              options={pointOptions}
              data-testid="widget-points"
            />
          </Form.Item>
          <Form.Item label={t('screens:editor.range')}>
            <Select
              value={widget.range ?? '24h'}
              onChange={(range) => onChange({ range })}
              options={CHART_RANGE_KEYS.map((r) => ({ value: r, label: t(`screens:ranges.${r}`) }))}
            />
          </Form.Item>
        </>
      )}
      {widget.kind === 'pieChart' && (
        <Form.Item label={t('screens:editor.source')}>
          <Select
            value={widget.source}
            onChange={(source) => onChange({ source })}
            options={PIE_SOURCES.map((s) => ({ value: s, label: t(`screens:pie.${s}`) }))}
          />
        </Form.Item>
      )}
      {widget.kind === 'scada' && (
        <Form.Item label={t('screens:editor.view')} {...incomplete(widget.viewId === undefined)}>
          <Select
            value={widget.viewId}
            onChange={(viewId: number) => onChange({ viewId })}
            options={viewOptions}
            data-testid="widget-view"
          />
        </Form.Item>
      )}
      {widget.kind === 'production' && (
        <Form.Item label={t('screens:editor.device')}>
          <Select
            allowClear
            value={widget.deviceId}
            placeholder={t('screens:editor.allDevices')}
            onChange={(deviceId: number | undefined) => onChange({ deviceId })}
            options={deviceOptions}
            data-testid="widget-device"
          />
        </Form.Item>
      )}
      <Typography.Paragraph type="secondary">
        {t('screens:editor.cells', { x: widget.x + 1, y: widget.y + 1, w: widget.w, h: widget.h })}
      </Typography.Paragraph>
      <Button danger icon={<DeleteOutlined />} onClick={onRemove} data-testid="widget-remove">
        {t('screens:editor.remove')}
      </Button>
    </Form>
  );
}
