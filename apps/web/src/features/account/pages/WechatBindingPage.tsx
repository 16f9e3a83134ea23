import { WechatOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, Navigate } from 'react-router';
import { ApiError } from '../../../lib/http/ApiError';
import { useStoredValue } from '../../../lib/storage/useStoredValue';
import { loginPathFor } from '../../auth';
import { PublicFormLayout } from '../../registration';
import { useWechatStatus } from '../hooks/useAccountMutations';
import { useWechatBinding } from '../hooks/useWechatBinding';
import { wechatCodeFrom } from '../utils/wechatCode';

export const WECHAT_BOUND_PATH = '/wechatHasBeenBound';

const settingsLink = (label: string) => (
  <Link to="/settings/settings_page?tab=wechat" data-testid="wechat-back">
    {label}
  </Link>
);

/**
 * /wechatBinding: binds the signed-in account to WeChat. Without a code it offers to start
 * (off to WeChat's authorisation); coming back with ?code= it binds and opens /wechatHasBeenBound.
 */
export function WechatBindingPage() {
  const { t } = useTranslation();
  const token = useStoredValue('token');
  const code = wechatCodeFrom(window.location.search, window.location.hash);
  const status = useWechatStatus(token !== null);
  const { start, bind } = useWechatBinding();
  const sent = useRef(false);

  const canBind = token !== null && code !== null && status.data?.configured === true;
  useEffect(() => {
    if (!canBind || sent.current || code === null) return;
    sent.current = true;
    bind.mutate(code);
  }, [canBind, code, bind]);

  const title = t('account:wechat.title');
  if (token === null) return <Navigate to={loginPathFor(`/wechatBinding${code ? `?code=${encodeURIComponent(code)}` : ''}`)} replace />;
  if (bind.isSuccess) return <Navigate to={WECHAT_BOUND_PATH} replace />;

  let body;
  if (status.isLoading || bind.isPending) body = <Spin />;
  else if (!status.data) body = <Alert type="warning" showIcon title={t('account:wechat.unavailable')} />;
  else if (!status.data.configured)
    body = (
      <Alert
        type="info"
        showIcon
        title={t('account:wechat.notConfigured')}
        description={t('account:wechat.notConfiguredHint')}
        data-testid="wechat-not-configured"
      />
    );
  else if (bind.isError)
    body = (
      <Result
        status="error"
        title={bind.error instanceof ApiError && bind.error.message ? bind.error.message : t('messages:error.wechatFailed')}
        extra={
          <Button type="primary" onClick={() => start.mutate()} loading={start.isPending}>
            {t('account:wechat.retry')}
          </Button>
        }
        data-testid="wechat-bind-error"
      />
    );
  else if (status.data.bound) return <Navigate to={WECHAT_BOUND_PATH} replace />;
  else
    body = (
      <Button
        type="primary"
        size="large"
        block
        icon={<WechatOutlined />}
        loading={start.isPending}
        onClick={() => start.mutate()}
        data-testid="wechat-bind"
      >
        {t('account:wechat.bind')}
      </Button>
    );

  return (
    <PublicFormLayout title={title} subtitle={t('account:wechat.subtitle')} footer={settingsLink(t('account:wechat.backToSettings'))}>
      {body}
    </PublicFormLayout>
  );
}
