import { WechatOutlined } from '@ant-design/icons';
import { Alert, App, Button, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useWechatStatus } from '../hooks/useAccountMutations';
import { useWechatBinding } from '../hooks/useWechatBinding';

/** WeChat official-account binding: status, bind (via WeChat's authorisation), unbind; or why it is unavailable. */
export function WechatSection() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const status = useWechatStatus();
  const { start, unbind } = useWechatBinding();
  if (status.isLoading) return <Skeleton active />;
  if (!status.data) return <Alert type="warning" showIcon title={t('account:wechat.unavailable')} />;
  if (!status.data.configured) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('account:wechat.notConfigured')}
        description={t('account:wechat.notConfiguredHint')}
        data-testid="wechat-not-configured"
      />
    );
  }
  return (
    <Space orientation="vertical" size={12}>
      <Space>
        <WechatOutlined style={{ fontSize: 22, color: '#07c160' }} />
        <Typography.Text>{t('account:wechat.status')}</Typography.Text>
        {status.data.bound ? <Tag color="success">{t('account:wechat.bound')}</Tag> : <Tag>{t('account:wechat.unbound')}</Tag>}
      </Space>
      {status.data.bound ? (
        <Button
          danger
          loading={unbind.isPending}
          onClick={() => unbind.mutate(undefined, { onSuccess: () => void message.success(t('account:wechat.unbindDone')) })}
          data-testid="wechat-unbind"
        >
          {t('account:wechat.unbind')}
        </Button>
      ) : (
        <Button type="primary" icon={<WechatOutlined />} loading={start.isPending} onClick={() => start.mutate()} data-testid="wechat-bind">
          {t('account:wechat.bind')}
        </Button>
      )}
    </Space>
  );
}
