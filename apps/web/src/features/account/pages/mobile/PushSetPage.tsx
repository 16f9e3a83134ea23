import type { AccountSettings } from '@fieldlink/domain';
import { Dialog, DotLoading, List, Switch, Toast } from 'antd-mobile';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useAccountSettings, useWechatStatus } from '../../hooks/useAccountMutations';
import { PUSH_SWITCHES, turnsLastPushOff } from '../../utils/pushSwitches';

/** Mobile /home_page_push_set: the push switches, the alarm pop-up, and the WeChat binding state. */
export function PushSetPage() {
  const { t } = useTranslation();
  const { settings, save } = useAccountSettings();
  const wechat = useWechatStatus();
  if (!settings.data) return <DotLoading />;
  const current = settings.data;

  const toggle = async (key: keyof AccountSettings, on: boolean) => {
    const next = { ...current, [key]: on };
    if (turnsLastPushOff(current, next)) {
      const confirmed = await Dialog.confirm({
        content: t('account:push.unbindWarning'),
        confirmText: t('common:actions.confirm'),
        cancelText: t('common:actions.cancel'),
      });
      if (!confirmed) return;
    }
    await save.mutateAsync(next).catch(() => undefined);
    Toast.show({ icon: 'success', content: t('account:saved') });
  };

  return (
    <>
      <List header={t('account:tabs.push')}>
        {PUSH_SWITCHES.map((key) => (
          <List.Item
            key={key}
            description={t(`account:push.${key}Hint`)}
            extra={
              <Switch checked={current[key]} loading={save.isPending} onChange={(on) => toggle(key, on)} data-testid={`push-${key}`} />
            }
          >
            {t(`account:push.${key}`)}
          </List.Item>
        ))}
      </List>
      <List header={t('account:tabs.wechat')}>
        <List.Item
          extra={
            wechat.data
              ? t(
                  wechat.data.configured
                    ? wechat.data.bound
                      ? 'account:wechat.bound'
                      : 'account:wechat.unbound'
                    : 'account:wechat.notConfigured',
                )
              : ''
          }
          clickable={Boolean(wechat.data?.configured)}
          onClick={wechat.data?.configured ? () => window.location.assign('#/wechatBinding') : undefined}
        >
          {t('account:wechat.status')}
        </List.Item>
      </List>
    </>
  );
}
