import type { ChargingRoom, ChargingRoomCreate } from '@fieldlink/domain';
import { App, Form } from 'antd';
import { useState } from 'react';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { emptyRoom, roomProblem, roomValues } from '../utils/roomForm';
import { useSaveChargingRoom } from './useChargingRooms';

/**
 * The room being edited (null: a new one) and its form: `open` fills the form, `submit` checks the
 * shared schema first (its message on the field, or as a notice for the tariff periods and cabinets)
 * and saves.
 */
export function useRoomEditor(projectId: number | undefined) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ChargingRoomCreate>();
  const [editing, setEditing] = useState<ChargingRoom | null | undefined>(undefined);
  const save = useSaveChargingRoom();

  const open = (room: ChargingRoom | null) => {
    setEditing(room);
    form.resetFields();
    form.setFieldsValue((room ? roomValues(room) : emptyRoom(projectId)) as ChargingRoomCreate);
  };

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = { ...emptyRoom(), ...form.getFieldsValue(true) } as ChargingRoomCreate;
    const problem = roomProblem(values);
    if (problem) {
      const text = t(builtKey(`messages:${problem.key}`));
      if (problem.name.length === 1 || problem.name[0] === 'openingHours')
        form.setFields([{ name: problem.name as ['name'], errors: [text] }]);
      void message.error(text);
      return;
    }
    await save.mutateAsync({ ...(editing ? { id: editing.id } : {}), body: values });
    void message.success(t('chargingRooms:saved'));
    setEditing(undefined);
  };

  return { form, editing, open, close: () => setEditing(undefined), submit, saving: save.isPending };
}
