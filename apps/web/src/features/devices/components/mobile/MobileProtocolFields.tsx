import { DEVICE_PROTOCOLS, OPCUA_SECURITY_MODES, RTU_BAUD_RATES, RTU_PARITIES, RTU_TRANSPORTS } from '@fieldlink/domain';
import { Form, Input, Selector } from 'antd-mobile';
import type { ReactNode } from 'react';
import { builtKey, useTranslation } from '../../../../i18n/useTranslation';
import { mobileConnectionIssue, type MobileConnectionValues } from '../../utils/mobileDevice';

/** One choice of a Selector held as a single value in the form (the Selector itself holds a list). */
type FormInstance = ReturnType<typeof Form.useForm>[0];

const single = {
  getValueProps: (value: unknown) => ({ value: value === undefined || value === null ? [] : [value] }),
  normalize: (value: unknown[]) => value[0],
};

/**
 * The phone's connection fields of a new device: its protocol, then that protocol's own fields only
 * (Modbus: IP, port, unit; RTU: serial line or serial server; OPC UA: endpoint, security, user;
 * S7: IP, port 102, rack, slot), each checked with the domain's `deviceProtocolIssues` as the
 * desktop form and the server check them.
 */
export function MobileProtocolFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const protocol = (Form.useWatch('protocol', form) as string | undefined) ?? 'modbus_tcp';
  const transport = Form.useWatch(['plcSettings', 'rtuTransport'], form) as string | undefined;
  const check = (path: string) => ({
    validator: async () => {
      const issue = mobileConnectionIssue(form.getFieldsValue(true) as MobileConnectionValues, path);
      if (issue) throw new Error(t(builtKey(`messages:${issue.message}`), issue.params ?? {}));
    },
  });
  const label = (name: string) => t(builtKey(`devices:form.${name}`));
  const text = (name: string, placeholder?: string, type?: string) => {
    const path = name.split('.');
    return (
      <Form.Item key={name} name={path} label={label(path.at(-1)!)} rules={[check(name)]}>
        <Input clearable type={type} placeholder={placeholder} autoComplete="off" data-testid={`mobile-device-${path.at(-1)}`} />
      </Form.Item>
    );
  };
  const choice = (name: string, values: readonly (string | number)[], prefix?: string) => (
    <Form.Item key={name} name={name.split('.')} label={label(name.split('.').at(-1)!)} {...single}>
      <Selector options={values.map((value) => ({ value, label: prefix ? t(builtKey(`${prefix}.${value}`)) : String(value) }))} />
    </Form.Item>
  );
  const tcp = (port: string): ReactNode[] => [text('ip', '192.168.1.10'), text('port', port, 'number')];

  let fields: ReactNode[];
  switch (protocol) {
    case 'modbus_rtu':
      fields = [
        choice('plcSettings.rtuTransport', RTU_TRANSPORTS, 'devices:rtuTransports'),
        ...(transport === 'serial_server' ? tcp('4001') : [text('plcSettings.serialPort', '/dev/ttyUSB0')]),
        choice('plcSettings.baudRate', RTU_BAUD_RATES),
        choice('plcSettings.parity', RTU_PARITIES, 'devices:parities'),
        text('unitId', '1', 'number'),
      ];
      break;
    case 'opcua':
      fields = [
        text('plcSettings.endpoint', 'opc.tcp://192.168.1.20:4840'),
        choice('plcSettings.securityMode', OPCUA_SECURITY_MODES),
        text('plcSettings.username'),
        text('plcPassword', undefined, 'password'),
      ];
      break;
    case 's7':
      fields = [...tcp('102'), text('plcSettings.rack', '0', 'number'), text('plcSettings.slot', '1', 'number')];
      break;
    default:
      fields = [...tcp('502'), text('unitId', '1', 'number')];
  }
  return (
    <>
      <Form.Item name="protocol" label={label('protocol')} description={t(builtKey(`devices:protocolHints.${protocol}`))} {...single}>
        <Selector options={DEVICE_PROTOCOLS.map((value) => ({ value, label: t(builtKey(`devices:protocols.${value}`)) }))} />
      </Form.Item>
      {fields}
    </>
  );
}
