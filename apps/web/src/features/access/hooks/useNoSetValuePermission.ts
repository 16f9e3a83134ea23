import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';

/**
 * Returns a function that tells the user they may not set a value (spec §6 / §8:
 * "Sorry, you don't have the power to set the value!").
 */
export function useNoSetValuePermission(): () => void {
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useCallback(() => void message.warning(t('access:noSetValue')), [message, t]);
}
