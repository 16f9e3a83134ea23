import type { FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { pointProblems, type PointField, type PointFormValues } from '../utils/pointForm';

/**
 * An antd rule for one point field: the domain's field rule and the cross-field rules that name
 * this field, checked against the whole form as it is now.
 */
export function usePointRule(): (field: PointField) => FormRule {
  const { t } = useTranslation();
  return useCallback(
    (field: PointField): FormRule =>
      ({ getFieldsValue }) => ({
        validator: () => {
          const problem = pointProblems(getFieldsValue(true) as PointFormValues).get(field);
          return problem ? Promise.reject(new Error(t(`messages:${problem.key}`, problem.params))) : Promise.resolve();
        },
      }),
    [t],
  );
}
