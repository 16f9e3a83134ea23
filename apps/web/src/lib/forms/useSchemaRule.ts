import type { FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ZodType } from 'zod';
import { schemaProblem } from './schemaProblem';

/**
 * An antd form rule from a domain schema; the text comes from the `messages` namespace. A field the
 * schema needs (it refuses nothing) is marked required, so the form shows its asterisk; the check
 * itself stays the schema's.
 */
export function useSchemaRule(): (schema: ZodType) => FormRule {
  const { t } = useTranslation();
  return useCallback(
    (schema: ZodType): FormRule => ({
      required: !schema.safeParse(undefined).success,
      validator: (_rule, value: unknown) => {
        const problem = schemaProblem(schema, value === '' ? undefined : value);
        return problem ? Promise.reject(new Error(t(`messages:${problem.key}`, problem.params))) : Promise.resolve();
      },
    }),
    [t],
  );
}
