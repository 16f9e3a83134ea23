import {
  OPCUA_SECURITY_MODES,
  OPCUA_SECURITY_POLICIES,
  RTU_BAUD_RATES,
  RTU_PARITIES,
  RTU_TRANSPORTS,
  deviceProtocolIssues,
  type FieldIssue,
  type PlcSettings,
} from '@fieldlink/domain';
import { Col, Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import type { DeviceFormValues } from '../utils/deviceForm';

/**
 * The fields of the chosen protocol's own settings (`plcSettings`): the serial line of Modbus RTU,
 * OPC UA's endpoint and security, S7's rack and slot; each checked with the domain's
 * `deviceProtocolIssues`, the server's own check.
 */
export function protocolFields(
  form: FormInstance<DeviceFormValues>,
  protocol: string,
  rtuTransport: string | undefined,
  t: ReturnType<typeof useTranslation>['t'],
): ReactNode[] {
  const issueOf = (path: string): FieldIssue | undefined => {
    const values = form.getFieldsValue(true) as DeviceFormValues;
    return deviceProtocolIssues({
      protocol,
      ip: values.ip,
      port: values.port,
      unitId: values.unitId,
      plcSettings: values.plcSettings,
    }).find((issue) => issue.path.join('.') === path);
  };
  const check = (path: string) => ({
    validator: async () => {
      const issue = issueOf(path);
      if (issue) throw new Error(t(builtKey(`messages:${issue.message}`), issue.params ?? {}));
    },
  });
  const field = (name: keyof PlcSettings, input: ReactNode, span = 8) => (
    <Col xs={24} sm={12} lg={span} key={name}>
      <Form.Item name={['plcSettings', name]} label={t(builtKey(`devices:form.${name}`))} rules={[check(`plcSettings.${name}`)]}>
        {input}
      </Form.Item>
    </Col>
  );
  const choices = (values: readonly (string | number)[], prefix?: string) =>
    values.map((value) => ({ value, label: prefix ? t(builtKey(`${prefix}.${value}`)) : String(value) }));
  switch (protocol) {
    case 'modbus_rtu':
      return [
        field(
          'rtuTransport',
          <Select options={choices(RTU_TRANSPORTS, 'devices:rtuTransports')} data-testid="device-form-rtuTransport" />,
          16,
        ),
        ...(rtuTransport === 'serial_server'
          ? []
          : [field('serialPort', <Input autoComplete="off" placeholder="/dev/ttyUSB0" data-testid="device-form-serialPort" />)]),
        field('baudRate', <Select options={choices(RTU_BAUD_RATES)} data-testid="device-form-baudRate" />, 4),
        field('dataBits', <Select options={choices([7, 8])} />, 4),
        field('parity', <Select options={choices(RTU_PARITIES, 'devices:parities')} data-testid="device-form-parity" />, 4),
        field('stopBits', <Select options={choices([1, 2])} />, 4),
        field('frameGapMs', <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />, 4),
      ];
    case 'opcua':
      return [
        field('endpoint', <Input autoComplete="off" placeholder="opc.tcp://192.168.1.20:4840" data-testid="device-form-endpoint" />, 16),
        field('securityMode', <Select options={choices(OPCUA_SECURITY_MODES)} data-testid="device-form-securityMode" />),
        field('securityPolicy', <Select options={choices(OPCUA_SECURITY_POLICIES)} data-testid="device-form-securityPolicy" />),
        field('username', <Input autoComplete="off" data-testid="device-form-username" />),
      ];
    case 's7':
      return [
        field('rack', <InputNumber min={0} max={7} precision={0} style={{ width: '100%' }} data-testid="device-form-rack" />, 4),
        field('slot', <InputNumber min={0} max={31} precision={0} style={{ width: '100%' }} data-testid="device-form-slot" />, 4),
      ];
    default:
      return [];
  }
}
