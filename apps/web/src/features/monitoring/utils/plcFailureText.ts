import { plcFailureMessage, type PlcFailureReason } from '@fieldlink/domain';
import { builtKey, type Translate } from '../../../i18n/useTranslation';

/**
 * Why the device's PLC fails, in the reader's language (the box's cause code with its detail: the
 * serial port, the unit, the endpoint, the data block), or undefined when the box gave none this
 * version knows.
 */
export function plcFailureText(failure: PlcFailureReason | null | undefined, t: Translate): string | undefined {
  const message = plcFailureMessage(failure);
  return message ? t(builtKey(`messages:${message.key}`), message.params) : undefined;
}
