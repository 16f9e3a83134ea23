import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CHARGING_CURRENCIES,
  CHARGING_ROOM_ADDRESS_MAX,
  CHARGING_ROOM_NAME_MAX,
  CHARGING_SLOTS_MAX,
  DEFAULT_TARIFF_PERIODS,
  TARIFF_BILLINGS,
  TARIFF_PERIOD_KINDS,
  slotsInUse,
  type ChargingRoomCreate,
} from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Divider, Form, Input, InputNumber, Row, Select, Space, Switch, Typography, type FormInstance } from 'antd';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { devicesApi } from '../../devices';
import { useProjectOptions } from '../../project-refs';

const TIME = { pattern: /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/ };

/**
 * A charging room's form (both shells): the room, its cabinets with their slots, the opening hours
 * and the tariff with its peak/valley periods. Field names are the body's paths, so a rule of the
 * shared schema lands on its field.
 */
export function RoomForm({ form, editing }: { form: FormInstance<ChargingRoomCreate>; editing: boolean }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const projects = useProjectOptions();
  const projectId = Form.useWatch('projectId', form);
  const allDay = Form.useWatch(['openingHours', 'allDay'], form);
  const timeOfUse = Form.useWatch(['tariff', 'timeOfUse'], form);
  const capacity = Form.useWatch('capacity', form);
  const placed = Form.useWatch('devices', form) as ChargingRoomCreate['devices'] | undefined;
  const devices = useQuery({
    queryKey: ['devices', 'charging-room', projectId ?? null],
    queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500, projectId }),
    enabled: projectId !== undefined,
  });
  const deviceOptions = (devices.data?.items ?? []).map((d) => ({ value: d.id, label: `${d.name} (${d.boxId})` }));
  const required = [{ required: true, message: t('messages:validation.required') }];
  const timeRule = [...required, { ...TIME, message: t('messages:validation.timeOfDay') }];
  const price = <InputNumber min={0} max={1000} step={0.01} style={{ width: '100%' }} />;

  return (
    <Form form={form} layout="vertical" data-testid="room-form">
      <Divider titlePlacement="start">{t('chargingRooms:sections.room')}</Divider>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="projectId" label={t('chargingRooms:project')} rules={required}>
            <Select showSearch optionFilterProp="label" options={projects} disabled={editing} data-testid="room-project" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('chargingRooms:fields.name')} rules={required}>
            <Input count={{ show: true, max: CHARGING_ROOM_NAME_MAX }} data-testid="room-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address" label={t('chargingRooms:fields.address')}>
            <Input maxLength={CHARGING_ROOM_ADDRESS_MAX} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="capacity"
            label={t('chargingRooms:fields.capacity')}
            rules={required}
            extra={t('chargingRooms:fields.slotsInUse', { used: slotsInUse((placed ?? []).filter(Boolean)), capacity: capacity ?? 0 })}
          >
            <InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} data-testid="room-capacity" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['openingHours', 'allDay']} label={t('chargingRooms:fields.allDay')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        {!allDay && (
          <>
            <Col xs={12} md={8}>
              <Form.Item name={['openingHours', 'open']} label={t('chargingRooms:fields.open')} rules={timeRule}>
                <Input placeholder="HH:mm" />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name={['openingHours', 'close']} label={t('chargingRooms:fields.close')} rules={timeRule}>
                <Input placeholder="HH:mm" />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>

      <Divider titlePlacement="start">{t('chargingRooms:sections.cabinets')}</Divider>
      <Form.List name="devices">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item name={[field.name, 'deviceId']} label={t('chargingRooms:fields.cabinet')} rules={required}>
                  <Select style={{ width: 240 }} showSearch optionFilterProp="label" options={deviceOptions} />
                </Form.Item>
                <Form.Item name={[field.name, 'slots']} label={t('chargingRooms:fields.slots')} rules={required}>
                  <InputNumber min={1} max={CHARGING_SLOTS_MAX} precision={0} />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(field.name)}
                  aria-label={t('access:actions.delete')}
                />
              </Space>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ slots: 12 })} disabled={projectId === undefined}>
              {t('chargingRooms:fields.addCabinet')}
            </Button>
          </>
        )}
      </Form.List>

      <Divider titlePlacement="start">{t('chargingRooms:sections.tariff')}</Divider>
      <Row gutter={12}>
        <Col xs={12} md={6}>
          <Form.Item name={['tariff', 'currency']} label={t('chargingRooms:fields.currency')}>
            <Select options={CHARGING_CURRENCIES.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={['tariff', 'billing']} label={t('chargingRooms:fields.billing')}>
            <Select options={TARIFF_BILLINGS.map((b) => ({ value: b, label: t(builtKey(`chargingRooms:billing.${b}`)) }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={['tariff', 'idleFeePerHour']} label={t('chargingRooms:fields.idleFee')}>
            {price}
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={['tariff', 'idleGraceMinutes']} label={t('chargingRooms:fields.idleGrace')}>
            <InputNumber min={0} max={240} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name={['tariff', 'timeOfUse']} label={t('chargingRooms:fields.timeOfUse')} valuePropName="checked">
            <Switch data-testid="room-tou" />
          </Form.Item>
        </Col>
        {!timeOfUse && (
          <>
            <Col xs={12} md={6}>
              <Form.Item name={['tariff', 'energyPrice']} label={t('chargingRooms:fields.energyPrice')}>
                {price}
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name={['tariff', 'timePrice']} label={t('chargingRooms:fields.timePrice')}>
                {price}
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
      {timeOfUse && (
        <Form.List name={['tariff', 'periods']}>
          {(fields, { add, remove }) => (
            <div data-testid="room-periods">
              <Typography.Paragraph type="secondary">{t('chargingRooms:fields.periods')}</Typography.Paragraph>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item name={[field.name, 'kind']} label={t('chargingRooms:fields.kind')}>
                    <Select
                      style={{ width: 110 }}
                      options={TARIFF_PERIOD_KINDS.map((k) => ({ value: k, label: t(builtKey(`chargingRooms:kinds.${k}`)) }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'from']} label={t('chargingRooms:fields.from')} rules={timeRule}>
                    <Input style={{ width: 80 }} placeholder="HH:mm" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'to']} label={t('chargingRooms:fields.to')} rules={timeRule}>
                    <Input style={{ width: 80 }} placeholder="HH:mm" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'energyPrice']} label={t('chargingRooms:fields.energyPrice')}>
                    <InputNumber min={0} max={1000} step={0.01} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'timePrice']} label={t('chargingRooms:fields.timePrice')}>
                    <InputNumber min={0} max={1000} step={0.01} />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                    aria-label={t('access:actions.delete')}
                  />
                </Space>
              ))}
              <Space>
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ kind: 'flat', from: '00:00', to: '24:00', energyPrice: 1, timePrice: 0 })}
                >
                  {t('chargingRooms:fields.addPeriod')}
                </Button>
                <Button onClick={() => form.setFieldValue(['tariff', 'periods'], DEFAULT_TARIFF_PERIODS)}>
                  {t('chargingRooms:fields.defaultPeriods')}
                </Button>
              </Space>
            </div>
          )}
        </Form.List>
      )}
    </Form>
  );
}
