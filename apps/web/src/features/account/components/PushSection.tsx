import type { AccountSettings } from '@fieldlink/domain';
import { App, List, Skeleton, Switch } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAccountSettings } from '../hooks/useAccountMutations';
import { PUSH_SWITCHES, turnsLastPushOff } from '../utils/pushSwitches';

/** Web voice alarm, SMS push, WeChat alarm and the alarm pop-up; the last push switch off unbinds WeChat. */
export function PushSection() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { settings, save } = useAccountSettings();
  if (!settings.data) return <Skeleton active />;
  const current = settings.data;

  const toggle = (key: keyof AccountSettings, on: boolean) => {
    const next = { ...current, [key]: on };
    const apply = () => save.mutateAsync(next).then(() => void message.success(t('account:saved')));
    if (!turnsLastPushOff(current, next)) return void apply().catch(() => undefined);
    modal.confirm({
      title: t('account:push.unbindWarning'),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: apply,
    });
  };

  return (
    <List
      style={{ maxWidth: 560 }}
      dataSource={[...PUSH_SWITCHES]}
      renderItem={(key) => (
        <List.Item
          extra={<Switch checked={current[key]} loading={save.isPending} onChange={(on) => toggle(key, on)} data-testid={`push-${key}`} />}
        >
          <List.Item.Meta title={t(`account:push.${key}`)} description={t(`account:push.${key}Hint`)} />
        </List.Item>
      )}
    />
  );
}
