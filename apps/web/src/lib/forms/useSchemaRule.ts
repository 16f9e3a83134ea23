import type { FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { schemaProblem } from './schemaProblem';

/** An antd form rule from a domain schema; the text comes from the `messages` namespace. */
export function useSchemaRule(): (schema: ZodType) => FormRule {
  const { t } = useTranslation();
  return useCallback(
    (schema: ZodType): FormRule => ({
      validator: (_rule, value: unknown) => {
        const problem = schemaProblem(schema, value === '' ? undefined : value);
        return problem ? Promise.reject(new Error(t(`messages:${problem.key}`, problem.params))) : Promise.resolve();
      },
    }),
    [t],
  );
}
