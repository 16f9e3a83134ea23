import { ThunderboltOutlined } from '@ant-design/icons';
import {
  DEVICE_PROTOCOLS,
  PROTOCOL_FIELDS,
  DeviceCreateSchema,
  DeviceUpdateSchema,
  PERFORMANCE_MODES,
  POSITION_MODES,
  type DeviceSecretField,
  BOX_ID_LENGTH,
  DEVICE_NAME_MAX_LENGTH,
  BOX_SECRET_MAX_LENGTH,
  DEVICE_TEXT_MAX_LENGTH,
  COMMUNICATION_DEVICE_MAX_LENGTH,
} from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, InputNumber, Modal, Row, Select, Space, Switch, Tag, Typography } from 'antd';
import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation, builtKey } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { projectRefsApi } from '../../project-refs';
import { devicesApi, type DeviceCreateBody, type DeviceRow, type DeviceUpdateBody } from '../api/devicesApi';
import { generateBoxId } from '../utils/boxId';
import { protocolFields } from './ProtocolFields';
import {
  DEVICE_FORM_DEFAULTS,
  DEVICE_FORM_FIELDS,
  deviceToFormValues,
  portForProtocol,
  toDeviceCreate,
  toDeviceUpdate,
  type DeviceFormValues,
} from '../utils/deviceForm';
import { validValues } from '../../../lib/forms/validValues';

export interface DeviceFormModalProps {
  open: boolean;
  /** The device being edited; null: a new one. */
  device: DeviceRow | null;
  /** A new device's project, when the list is filtered to one. */
  projectId?: number;
  onClose(): void;
  onSubmit(body: { create?: DeviceCreateBody; update?: DeviceUpdateBody }): Promise<unknown>;
}

const SECRET_SET: Record<DeviceSecretField, keyof DeviceRow> = {
  boxPassword: 'boxPasswordSet',
  vncPassword: 'vncPasswordSet',
  remotePassword: 'remotePasswordSet',
  plcPassword: 'plcPasswordSet',
};

/** Create or edit a device, every field in four sections (DeviceCreateSchema / DeviceUpdateSchema). */
export function DeviceFormModal({ open, device, projectId, onClose, onSubmit }: DeviceFormModalProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const rule = useSchemaRule();
  const [form] = Form.useForm<DeviceFormValues>();
  const creating = device === null;
  const schema = creating ? DeviceCreateSchema : DeviceUpdateSchema;
  const protocol = (Form.useWatch('protocol', form) as string | undefined) ?? device?.protocol ?? 'modbus_tcp';
  const rtuTransport = Form.useWatch(['plcSettings', 'rtuTransport'], form) as string | undefined;
  const shown = PROTOCOL_FIELDS[protocol] ?? PROTOCOL_FIELDS.modbus_tcp!;

  const projects = useQuery({
    queryKey: ['projects', 'options'],
    queryFn: () => projectRefsApi.options(client),
    enabled: open,
  });
  const types = useQuery({ queryKey: ['device-types'], queryFn: () => devicesApi.types(client, true), enabled: open });

  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    if (device) form.setFieldsValue(deviceToFormValues(device));
    else if (projectId) form.setFieldsValue({ projectId });
  }, [open, device, projectId, form]);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await onSubmit(creating ? { create: toDeviceCreate(values) } : { update: toDeviceUpdate(values) });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, DEVICE_FORM_FIELDS);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  const choose = t('devices:form.choose');
  const field = (
    name: keyof DeviceFormValues,
    input: ReactNode,
    options: { required?: boolean; extra?: ReactNode; span?: number } = {},
  ) => (
    <Col xs={24} sm={12} lg={options.span ?? 8} key={name}>
      <Form.Item
        name={name}
        label={t(builtKey(`devices:form.${name}`))}
        required={options.required}
        extra={options.extra}
        rules={[
          ...(options.required ? [{ required: true, message: t('messages:validation.required') }] : []),
          ...(name in schema.shape ? [rule(schema.shape[name as keyof typeof schema.shape])] : []),
        ]}
      >
        {input}
      </Form.Item>
    </Col>
  );
  const secret = (name: DeviceSecretField) => {
    const set = device ? Boolean(device[SECRET_SET[name]]) : false;
    return (
      <Col xs={24} sm={12} lg={8} key={name}>
        <Form.Item
          name={name}
          label={
            <Space size={6}>
              {t(builtKey(`devices:form.${name}`))}
              {device && (
                <Tag color={set ? 'green' : 'default'} data-testid={`device-form-${name}-state`}>
                  {t(set ? 'devices:form.secretSet' : 'devices:form.secretNotSet')}
                </Tag>
              )}
            </Space>
          }
          required={creating && name === 'boxPassword'}
          extra={device ? t('devices:form.secretKeep') : undefined}
          rules={[rule(schema.shape[name])]}
        >
          <Input.Password autoComplete="new-password" data-testid={`device-form-${name}`} />
        </Form.Item>
      </Col>
    );
  };
  const section = (key: string, children: ReactNode) => (
    <>
      <Typography.Title level={5} style={{ margin: '4px 0 12px' }}>
        {t(builtKey(`devices:sections.${key}`))}
      </Typography.Title>
      <Row gutter={16}>{children}</Row>
    </>
  );
  const options = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((value) => ({ value, label: t(builtKey(`${prefix}.${value}`)) }));

  return (
    <Modal
      open={open}
      title={creating ? t('devices:form.addTitle') : t('devices:form.editTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ 'data-testid': 'device-form-submit' }}
      okText={t('access:actions.save')}
      cancelText={t('access:actions.cancel')}
      forceRender
      width={960}
      styles={{ body: { maxHeight: '70vh', overflowY: 'auto', overflowX: 'hidden', paddingRight: 8 } }}
    >
      <Form<DeviceFormValues>
        form={form}
        layout="vertical"
        initialValues={DEVICE_FORM_DEFAULTS}
        onValuesChange={(changed: Partial<DeviceFormValues>, all: DeviceFormValues) => {
          if (changed.protocol === undefined) return;
          const port = portForProtocol(all.port, changed.protocol);
          if (port !== all.port) form.setFieldValue('port', port);
        }}
        data-testid="device-form"
      >
        {section('basic', [
          field(
            'projectId',
            <Select
              placeholder={choose}
              showSearch={{ optionFilterProp: 'label' }}
              loading={projects.isLoading}
              options={(projects.data?.items ?? []).map((project) => ({ value: project.id, label: project.name }))}
              data-testid="device-form-project"
            />,
            { required: true },
          ),
          field('name', <Input autoComplete="off" maxLength={DEVICE_NAME_MAX_LENGTH} data-testid="device-form-name" />, { required: true }),
          <Col xs={24} sm={12} lg={8} key="boxId">
            <Form.Item label={t('devices:form.boxId')} required>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="boxId" noStyle rules={[rule(schema.shape.boxId)]}>
                  <Input
                    autoComplete="off"
                    maxLength={BOX_ID_LENGTH}
                    placeholder={t('devices:form.boxIdHint')}
                    data-testid="device-form-boxId"
                  />
                </Form.Item>
                <Button
                  icon={<ThunderboltOutlined />}
                  onClick={() => {
                    form.setFieldsValue({ boxId: generateBoxId() });
                    void form.validateFields(['boxId']).catch(() => undefined);
                  }}
                  data-testid="device-form-boxId-generate"
                >
                  {t('devices:form.generate')}
                </Button>
              </Space.Compact>
            </Form.Item>
          </Col>,
          secret('boxPassword'),
          field('boxName', <Input autoComplete="off" maxLength={BOX_SECRET_MAX_LENGTH} data-testid="device-form-boxName" />),
          field('number', <Input autoComplete="off" maxLength={DEVICE_TEXT_MAX_LENGTH} data-testid="device-form-number" />),
          field(
            'deviceTypeId',
            <Select
              allowClear
              placeholder={choose}
              loading={types.isLoading}
              options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
              data-testid="device-form-type"
            />,
          ),
        ])}
        {section('connection', [
          field('protocol', <Select options={options(DEVICE_PROTOCOLS, 'devices:protocols')} data-testid="device-form-protocol" />),
          <Col xs={24} sm={12} lg={16} key="protocolHint">
            <Alert
              type="info"
              style={{ marginTop: 30 }}
              message={t(builtKey(`devices:protocolHints.${protocol}`))}
              data-testid="device-form-protocol-hint"
            />
          </Col>,
          ...protocolFields(form, protocol, rtuTransport, t),
          ...(shown.includes('ip') && (protocol !== 'modbus_rtu' || rtuTransport === 'serial_server')
            ? [
                field('ip', <Input autoComplete="off" placeholder="192.168.1.10" data-testid="device-form-ip" />),
                field('port', <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} data-testid="device-form-port" />, {
                  span: 4,
                  required: true,
                  ...(protocol === 's7' ? { extra: <span data-testid="device-form-port-hint">{t('devices:form.s7PortHint')}</span> } : {}),
                }),
              ]
            : []),
          ...(shown.includes('unitId')
            ? [
                field(
                  'unitId',
                  <InputNumber min={0} max={255} precision={0} style={{ width: '100%' }} data-testid="device-form-unitId" />,
                  {
                    span: 4,
                    required: true,
                  },
                ),
              ]
            : []),
          ...(protocol === 'opcua' ? [secret('plcPassword')] : []),
          field('communicationDevice', <Input autoComplete="off" maxLength={COMMUNICATION_DEVICE_MAX_LENGTH} />),
          field('networkNumber', <Input autoComplete="off" maxLength={DEVICE_TEXT_MAX_LENGTH} />),
          field('siteNumber', <Input autoComplete="off" maxLength={DEVICE_TEXT_MAX_LENGTH} />),
          field('performanceMode', <Select options={options(PERFORMANCE_MODES, 'devices:performanceModes')} />),
          <Col xs={24} sm={12} lg={8} key="highLowSwap">
            <Form.Item name="highLowSwap" label={t('devices:form.highLowSwap')} valuePropName="checked">
              <Switch data-testid="device-form-highLowSwap" />
            </Form.Item>
          </Col>,
        ])}
        {section('location', [
          field('positionMode', <Select options={options(POSITION_MODES, 'devices:positionModes')} />),
          field('gps', <Input autoComplete="off" placeholder="120.585316,31.298886" data-testid="device-form-gps" />),
          field('registerLocationAddress', <Input autoComplete="off" maxLength={DEVICE_TEXT_MAX_LENGTH} />),
        ])}
        {section('remote', [
          secret('vncPassword'),
          field('remoteId', <Input autoComplete="off" maxLength={DEVICE_TEXT_MAX_LENGTH} data-testid="device-form-remoteId" />),
          secret('remotePassword'),
        ])}
      </Form>
    </Modal>
  );
}
