import { GEOFENCE_LIMITS, GeofenceBodySchema, type Geofence, type LatLng } from '@fieldlink/domain';
import { App, Button, Card, Form, Input, InputNumber, Radio, Select, Space, Switch, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useGeofenceMutations } from '../hooks/useGeofences';
import { cornerLine, cornersOf, fenceBody, fenceValues, type FenceFormValues } from '../utils/fenceForm';
import type { MapFence } from './TrackMap';
import { validValues } from '../../../lib/forms/validValues';

/** How much of the editor shows when it opens below the fold, in CSS pixels: its title, hint and first row. */
const REVEALED = 220;

/**
 * Adding or changing a fence (desktop): typed, or drawn on the map above — a click sets a circle's
 * centre or adds a polygon's corner (`picked`). The draft is shown on the map as it is edited.
 */
export function GeofenceEditor({
  deviceId,
  fence,
  picked,
  onDraft,
  onClose,
}: {
  deviceId: number;
  fence: Geofence | undefined;
  picked: { at: number; position: LatLng } | undefined;
  onDraft: (draft: MapFence | undefined) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FenceFormValues>();
  const card = useRef<HTMLDivElement>(null);
  // The editor opens under the map: its first row is brought into view, the map above it kept in reach for picking points.
  useEffect(() => {
    const top = card.current?.getBoundingClientRect().top;
    if (top !== undefined && top > window.innerHeight - REVEALED) window.scrollBy({ top: top - (window.innerHeight - REVEALED) });
  }, []);
  const { save } = useGeofenceMutations(deviceId);
  const values = Form.useWatch([], form) as FenceFormValues | undefined;
  const shape = values?.shape ?? fence?.shape ?? 'circle';

  useEffect(() => {
    if (!picked) return;
    if (form.getFieldValue('shape') === 'polygon') {
      const corners: string = form.getFieldValue('corners') ?? '';
      form.setFieldValue('corners', [corners.trim(), cornerLine(picked.position)].filter(Boolean).join('\n'));
    } else form.setFieldsValue({ lat: Number(picked.position.lat.toFixed(6)), lng: Number(picked.position.lng.toFixed(6)) });
  }, [picked, form]);

  useEffect(() => {
    if (!values) return;
    const polygon = values.shape === 'polygon' ? cornersOf(values.corners) : null;
    onDraft({ key: 'draft', draft: true, lat: values.lat ?? null, lng: values.lng ?? null, radiusM: values.radiusM ?? null, polygon });
  }, [values, onDraft]);
  useEffect(() => () => onDraft(undefined), [onDraft]);

  const submit = async () => {
    const fields = await validValues(form);
    if (!fields) return;
    const parsed = GeofenceBodySchema.safeParse(fenceBody(fields));
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => {
          const path = issue.path[0] === 'polygon' ? 'corners' : String(issue.path[0]);
          return { name: path as keyof FenceFormValues, errors: [t(`messages:${issue.message}` as 'messages:validation.geofenceName')] };
        }),
      );
      return;
    }
    await save.mutateAsync({ id: fence?.id, body: parsed.data });
    void message.success(t('gps:fences.saved'));
    onClose();
  };

  const latLng = (name: 'lat' | 'lng', max: number, message: 'validation.gpsLatitude' | 'validation.gpsLongitude') => (
    <Form.Item
      name={name}
      label={t(`gps:fences.${name}`)}
      rules={[{ required: true, type: 'number', min: -max, max, message: t(`messages:${message}`) }]}
    >
      <InputNumber step={0.001} style={{ width: 150 }} data-testid={`fence-${name}`} />
    </Form.Item>
  );

  return (
    <Card
      ref={card}
      size="small"
      title={fence ? t('gps:fences.edit') : t('gps:fences.add')}
      data-testid="fence-editor"
      style={{ marginTop: 12 }}
    >
      <Typography.Paragraph type="secondary">
        {shape === 'circle' ? t('gps:fences.pickCentre') : t('gps:fences.pickCorner')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={fenceValues(fence)}>
        <Space wrap align="start">
          <Form.Item
            name="name"
            label={t('gps:fences.name')}
            rules={[{ required: true, whitespace: true, max: GEOFENCE_LIMITS.nameMax, message: t('messages:validation.geofenceName') }]}
          >
            <Input maxLength={GEOFENCE_LIMITS.nameMax} style={{ width: 200 }} data-testid="fence-name" />
          </Form.Item>
          <Form.Item name="shape" label={t('gps:fences.shape')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'circle', label: t('gps:fences.circle') },
                { value: 'polygon', label: t('gps:fences.polygon') },
              ]}
            />
          </Form.Item>
          <Form.Item name="trigger" label={t('gps:fences.trigger')}>
            <Select
              style={{ width: 200 }}
              options={[
                { value: 'leave', label: t('gps:fences.onLeave') },
                { value: 'enter', label: t('gps:fences.onEnter') },
              ]}
            />
          </Form.Item>
          <Form.Item name="level" label={t('gps:fences.level')}>
            <Select style={{ width: 100 }} options={[1, 2, 3, 4].map((level) => ({ value: level, label: String(level) }))} />
          </Form.Item>
        </Space>
        {shape === 'circle' ? (
          <Space wrap align="start">
            {latLng('lat', 90, 'validation.gpsLatitude')}
            {latLng('lng', 180, 'validation.gpsLongitude')}
            <Form.Item
              name="radiusM"
              label={t('gps:fences.radius')}
              rules={[
                {
                  required: true,
                  type: 'number',
                  min: GEOFENCE_LIMITS.radiusMinM,
                  max: GEOFENCE_LIMITS.radiusMaxM,
                  message: t('messages:validation.geofenceRadius'),
                },
              ]}
            >
              <InputNumber
                min={GEOFENCE_LIMITS.radiusMinM}
                max={GEOFENCE_LIMITS.radiusMaxM}
                addonAfter="m"
                style={{ width: 170 }}
                data-testid="fence-radius"
              />
            </Form.Item>
          </Space>
        ) : (
          <Form.Item
            name="corners"
            label={t('gps:fences.corners')}
            extra={t('gps:fences.cornersHint')}
            rules={[
              {
                validator: (_rule, text: string | undefined) => {
                  const n = cornersOf(text).length;
                  return n >= GEOFENCE_LIMITS.polygonMin && n <= GEOFENCE_LIMITS.polygonMax
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('messages:validation.geofencePolygon')));
                },
              },
            ]}
          >
            <Input.TextArea rows={4} style={{ maxWidth: 360 }} data-testid="fence-corners" />
          </Form.Item>
        )}
        <Space wrap>
          <Form.Item name="enabled" label={t('gps:fences.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="generateWorkOrder" label={t('gps:fences.workOrder')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Space>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()} data-testid="fence-save">
            {t('gps:fences.save')}
          </Button>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
