import { Form } from 'antd';
import { useState } from 'react';
import type { ZodType } from 'zod';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { schemaCheck } from '../components/schemaCheck';

/**
 * The add/edit dialog of a catalogue (raw materials, task templates): `open(row)` fills the form with
 * the row (or `blank` for a new one), `submit` checks it with the server's schema and saves it.
 */
export function useCatalogEditor<T extends { id: number }, B>({
  schema,
  blank,
  save,
}: {
  schema: ZodType<B>;
  blank: object;
  save: (input: { id?: number; body: B }) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  return {
    form,
    /** The row being edited; null: a new one; undefined: the dialog is closed. */
    editing,
    open(row: T | null) {
      form.resetFields();
      form.setFieldsValue(row ?? blank);
      setEditing(row);
    },
    close: () => setEditing(undefined),
    async submit() {
      const body = schemaCheck<B>(schema, form.getFieldsValue(true), form, (key) => t(builtKey(`messages:${key}`)));
      if (!body) return;
      await save({ ...(editing ? { id: editing.id } : {}), body });
      setEditing(undefined);
    },
  };
}

export type CatalogEditor<T extends { id: number }> = Pick<
  ReturnType<typeof useCatalogEditor<T, unknown>>,
  'form' | 'editing' | 'open' | 'close' | 'submit'
>;
