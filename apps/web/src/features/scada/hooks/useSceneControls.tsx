import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { Dialog, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { usePermission } from '../../access';
import {
  monitoringApi,
  MobileSetValuePopup,
  SetValueModal,
  commandsQueryKey,
  setValueOutcome,
  SET_VALUE_PAGE,
  type MonitorRow,
} from '../../monitoring';
import { pointsApi, type PointRow } from '../../points';
import type { ControlElement, ControlIntent, SceneValues } from '../render/types';
import { promptRow } from '../utils/controls';

export interface SceneControls {
  /** The user may write values (item_query setValue): otherwise controls are drawn disabled. */
  enabled: boolean;
  onControl(element: ControlElement, intent: ControlIntent): void;
  /** The set-value modal (desktop) or popup (phone) of a `prompt` button. */
  host: ReactNode;
}

/**
 * Switches and buttons write through PUT /points/:id/value like the monitoring page: a `confirm`
 * control asks first, a `prompt` button opens the set-value form (which checks the point's range),
 * and the device's answer (ok, refused, no answer in 10 s) is told as the monitoring page tells it.
 */
export function useSceneControls(values: () => SceneValues): SceneControls {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const mobile = useShellKind() === 'mobile';
  const enabled = usePermission(SET_VALUE_PAGE).can('setValue');
  const [prompt, setPrompt] = useState<{ deviceId: number; row: MonitorRow } | null>(null);

  const write = useMutation({
    mutationFn: ({ pointId, value }: { deviceId: number; pointId: number; value: number }) =>
      monitoringApi.setValue(client, pointId, value),
    onSettled: (_result, _error, { deviceId }) => queryClient.invalidateQueries({ queryKey: commandsQueryKey(deviceId) }),
  });

  const tell = (tone: 'success' | 'error' | 'warning' | 'loading', text: string) => {
    if (mobile)
      Toast.show({
        icon: tone === 'success' ? 'success' : tone === 'loading' ? 'loading' : 'fail',
        content: text,
        duration: tone === 'loading' ? 0 : 2000,
      });
    else void message.open({ key: 'scada-write', type: tone, content: text, duration: tone === 'loading' ? 0 : 3 });
  };

  const send = async (deviceId: number, pointId: number, value: number) => {
    tell('loading', t('monitoring:setValue.sending'));
    try {
      const told = setValueOutcome(await write.mutateAsync({ deviceId, pointId, value }));
      tell(told.tone, t(told.key, told.params));
    } catch {
      // The API client has told the user why (out of range, not writable, device offline).
      if (mobile) Toast.clear();
      else message.destroy('scada-write');
    }
  };

  const confirm = async (title: string, content: string): Promise<boolean> => {
    if (mobile) return Dialog.confirm({ title, content, confirmText: t('scada:control.confirm'), cancelText: t('scada:control.cancel') });
    return new Promise((resolve) =>
      modal.confirm({
        title,
        content,
        okText: t('scada:control.confirm'),
        cancelText: t('scada:control.cancel'),
        okButtonProps: { 'data-testid': 'scada-confirm' } as never,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );
  };

  const onControl = (element: ControlElement, intent: ControlIntent) => {
    const binding = element.binding;
    if (!enabled || !binding) return;
    void (async () => {
      if (intent.type === 'prompt') {
        const points = await queryClient.fetchQuery({
          queryKey: ['points', binding.deviceId],
          queryFn: () => pointsApi.list(client, binding.deviceId),
        });
        const point: PointRow | undefined = points.items.find((item) => item.id === binding.pointId);
        if (point) setPrompt({ deviceId: binding.deviceId, row: promptRow(point, values().reading(binding)) });
        return;
      }
      if (element.confirm) {
        const words = { value: String(intent.value), name: element.name ?? (element.kind === 'button' ? element.text : '') };
        const title = element.kind === 'switch' ? t('scada:control.switchTitle') : words.name || t('scada:control.writeTitle');
        const content =
          element.kind === 'switch'
            ? t('scada:control.switchText', { state: intent.value === element.onValue ? t('scada:render.on') : t('scada:render.off') })
            : t('scada:control.writeText', words);
        if (!(await confirm(title, content))) return;
      }
      await send(binding.deviceId, binding.pointId, intent.value);
    })();
  };

  const close = () => setPrompt(null);
  const host = prompt ? (
    mobile ? (
      <MobileSetValuePopup deviceId={prompt.deviceId} row={prompt.row} onClose={close} />
    ) : (
      <SetValueModal deviceId={prompt.deviceId} row={prompt.row} onClose={close} />
    )
  ) : null;
  return { enabled, onControl, host };
}
