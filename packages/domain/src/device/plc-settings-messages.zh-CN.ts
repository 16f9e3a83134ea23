/** `plcSettingsMessages` in zh-CN: a module of its own, so that each language's catalog loads only its own text. */
export const plcSettingsMessagesZhCN = {
  'validation.serialPort': '请输入网关上的串口设备,如 /dev/ttyUSB0',
  'validation.baudRate': '波特率须为 1200、2400、4800、9600、19200、38400、57600 或 115200',
  'validation.opcuaEndpoint': '请输入 OPC UA 端点,如 opc.tcp://192.168.1.20:4840',
  'validation.opcuaSecurity': '安全模式为"无"时安全策略也须为"无",反之亦然',
  'validation.areaOfProtocol': '该协议的数据点地址类型须为 {{area}}',
  'validation.unitIdRtuOnly': '只有 Modbus RTU 设备的数据点可设站号',
  'validation.nodeId': '请输入 OPC UA 节点 ID,如 ns=2;s=Press.Temperature',
  'validation.s7Address': '请输入 S7 地址,如 DB5.DBW10、DB5.DBX0.1、MW20、I0.0',
  'validation.s7Type': 'S7 地址 {{address}} 的长度与数据类型不符(位:Bool;字节:8 位;字:16 位;双字:32 位或浮点)',
  'validation.tagNotUsed': '该协议的数据点使用地址类型和地址,不用协议地址',
} as const;
