import type { PLC_FAILURE_MESSAGES_ZH_CN } from './plc-failure-messages.zh-CN.js';

/** `PLC_FAILURE_MESSAGES` in en-US: exactly the zh-CN keys. */
export const PLC_FAILURE_MESSAGES_EN_US: Record<keyof typeof PLC_FAILURE_MESSAGES_ZH_CN, string> = {
  'plcFailure.port_busy': 'Serial port {{port}} is busy (used by another program)',
  'plcFailure.port_missing': 'Serial port {{port}} does not exist',
  'plcFailure.port_denied': 'No permission to open serial port {{port}}',
  'plcFailure.connection_refused': 'The PLC at {{host}}:{{port}} refuses the connection',
  'plcFailure.host_unreachable': 'The PLC host {{host}} cannot be reached',
  'plcFailure.no_answer': 'No answer from unit {{unit}}',
  'plcFailure.bad_certificate': 'The PLC certificate is not trusted ({{endpoint}})',
  'plcFailure.access_denied': 'The PLC denies access to {{area}}',
  'plcFailure.security_rejected': 'The PLC does not offer security {{mode}} / {{policy}}',
  'plcFailure.unsupported': 'Protocol {{protocol}} is not polled by this gateway',
  'plcFailure.unknown': 'Communication error: {{message}}',
};
