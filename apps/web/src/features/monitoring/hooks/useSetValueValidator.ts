import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { checkSetValue, type WritablePoint } from '../utils/setValueRule';

/** A form validator (antd and antd-mobile alike) for a value typed for one point, in the current language. */
export function useSetValueValidator(): (value: unknown, point: WritablePoint) => Promise<void> {
  const { t } = useTranslation();
  return useCallback(
    (value: unknown, point: WritablePoint) => {
      const check = checkSetValue(value === undefined || value === null ? '' : String(value), point);
      if (check.ok) return Promise.resolve();
      const key = check.problem === 'outOfRange' && check.min === undefined ? 'outOfType' : check.problem;
      return Promise.reject(new Error(t(`monitoring:validation.${key}`, { min: check.min, max: check.max })));
    },
    [t],
  );
}
