import { RECURRENCE_ACTIONS, type RecurrenceAction } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Select, Typography } from 'antd';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { usePermission } from '../../access';
import { reliabilityApi } from '../api/reliabilityApi';

const KEY = ['reliability', 'settings'];

/** The company's choice when a repair does not hold: reopen the order or open a follow-up (reliability "edit"). */
export function RecurrenceSetting() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const editable = usePermission('reliability').can('edit');
  const setting = useQuery({ queryKey: KEY, queryFn: () => reliabilityApi.settings(client) });
  const save = useMutation({
    mutationFn: (action: RecurrenceAction) => reliabilityApi.saveSettings(client, action),
    onSuccess: (answer) => {
      queryClient.setQueryData(KEY, answer);
      void message.success(t('reliability:recurrence.saved'));
    },
  });
  if (!setting.data) return null;
  return (
    <Select<RecurrenceAction>
      data-testid="recurrence-action"
      prefix={<Typography.Text type="secondary">{t('reliability:recurrence.label')}</Typography.Text>}
      popupMatchSelectWidth={false}
      disabled={!editable}
      loading={save.isPending}
      value={setting.data.recurrenceAction}
      onChange={(value) => save.mutate(value)}
      options={RECURRENCE_ACTIONS.map((action) => ({ value: action, label: t(builtKey(`reliability:recurrence.${action}`)) }))}
    />
  );
}
