/** `PLC_FAILURE_MESSAGES` in zh-CN: a module of its own, so that each language's catalog loads only its own text. */
export const PLC_FAILURE_MESSAGES_ZH_CN = {
  'plcFailure.port_busy': '串口 {{port}} 被其他程序占用',
  'plcFailure.port_missing': '串口 {{port}} 不存在',
  'plcFailure.port_denied': '无权打开串口 {{port}}',
  'plcFailure.connection_refused': 'PLC {{host}}:{{port}} 拒绝连接',
  'plcFailure.host_unreachable': '无法到达 PLC 主机 {{host}}',
  'plcFailure.no_answer': '站号 {{unit}} 无应答',
  'plcFailure.bad_certificate': 'PLC 证书不被信任（{{endpoint}}）',
  'plcFailure.access_denied': 'PLC 拒绝访问 {{area}}',
  'plcFailure.security_rejected': 'PLC 不支持安全模式 {{mode}} / {{policy}}',
  'plcFailure.unsupported': '本网关不支持协议 {{protocol}}',
  'plcFailure.unknown': '通讯错误：{{message}}',
} as const;
