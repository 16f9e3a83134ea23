import { useEffect, useState } from 'react';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import type { SetValueResult } from '../api/monitoringApi';
import type { MonitorRow } from '../utils/liveValues';
import { checkSetValue } from '../utils/setValueRule';
import { setValueOutcome } from '../utils/setValueOutcome';
import { useSetPointValue } from './useSetPointValue';

/** What the set-value form needs of its form instance (antd's and antd-mobile's both fit). */
interface ValueForm {
  resetFields(): void;
  setFields(fields: never): void;
}

/**
 * The set-value flow shared by the desktop modal and the mobile popup: a fresh form and outcome for
 * each point, the value checked as typed and sent, the device's answer (or silence) told, and the
 * server's field errors put on the form.
 */
export function useSetValue(deviceId: number, row: MonitorRow | null, form: ValueForm) {
  const write = useSetPointValue(deviceId);
  const [outcome, setOutcome] = useState<SetValueResult | null>(null);
  const { reset } = write;
  const pointId = row?.pointId;

  useEffect(() => {
    if (pointId === undefined) return;
    form.resetFields();
    setOutcome(null);
    reset();
  }, [pointId, form, reset]);

  const point = row ? { dataType: row.dataType, ...(row.config ? { config: row.config } : {}) } : { dataType: 0 };

  const submit = async (value: string) => {
    if (!row) return;
    const check = checkSetValue(value, point);
    if (!check.ok) return;
    setOutcome(null);
    try {
      setOutcome(await write.mutateAsync({ pointId: row.pointId, value: check.value }));
    } catch (error) {
      const fields = serverFieldErrors(error, ['value']);
      if (fields.length > 0) form.setFields(fields as never);
    }
  };

  return { point, outcome, told: outcome ? setValueOutcome(outcome) : null, pending: write.isPending, submit };
}
