import type { SimCard, SimCardCreate } from '@fieldlink/domain';
import { App, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { validValues } from '../../../lib/forms/validValues';
import { useSaveSimCard } from './useSimCards';

const EMPTY: Partial<SimCardCreate> = { carrier: 'china_mobile', provider: 'manual', cycleDay: 1, warningPercent: 80, monthlyFee: 0 };

/** Empty text is "not given": null for the numbers and dates the card may lack. */
function bodyOf(values: SimCardCreate): SimCardCreate {
  const blank = (v: string | null | undefined) => (v ? v : null);
  return { ...EMPTY, ...values, imsi: blank(values.imsi), msisdn: blank(values.msisdn), activatedOn: blank(values.activatedOn) };
}

/** The card being edited (null: a new one) and its form. */
export function useSimCardEditor() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SimCardCreate>();
  const [editing, setEditing] = useState<SimCard | null | undefined>(undefined);
  const save = useSaveSimCard();

  const open = (card: SimCard | null) => {
    setEditing(card);
    form.resetFields();
    form.setFieldsValue((card ? { ...card } : EMPTY) as SimCardCreate);
  };

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    await save.mutateAsync({ ...(editing ? { id: editing.id } : {}), body: bodyOf({ ...form.getFieldsValue(true), ...values }) });
    void message.success(t('simCards:saved'));
    setEditing(undefined);
  };

  return { form, editing, open, close: () => setEditing(undefined), submit, saving: save.isPending };
}
