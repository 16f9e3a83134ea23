import { Button, Result } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { PublicFormLayout } from '../../registration';
import { useWechatBinding } from '../hooks/useWechatBinding';

/** /wechatHasBeenBound: the account is bound to WeChat; it can be unbound here. */
export function WechatHasBeenBoundPage() {
  const { t } = useTranslation();
  const { unbind } = useWechatBinding();
  return (
    <PublicFormLayout
      title={t('account:wechat.title')}
      footer={
        <Link to="/settings/settings_page?tab=wechat" data-testid="wechat-back">
          {t('account:wechat.backToSettings')}
        </Link>
      }
    >
      {unbind.isSuccess ? (
        <Result status="info" title={t('account:wechat.unbindDone')} />
      ) : (
        <Result
          status="success"
          title={t('messages:error.wechatAlreadyBound')}
          subTitle={t('account:wechat.boundHint')}
          extra={
            <Button danger loading={unbind.isPending} onClick={() => unbind.mutate()} data-testid="wechat-unbind">
              {t('account:wechat.unbind')}
            </Button>
          }
          data-testid="wechat-bound"
        />
      )}
    </PublicFormLayout>
  );
}
