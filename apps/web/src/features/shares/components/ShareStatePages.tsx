import { SHARE_CODE_MAX } from '@fieldlink/domain';
import { LockOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Result, Spin } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

/** A dead link (revoked, expired, unknown): said plainly, with nothing else on the page. */
export function ShareInvalid() {
  const { t } = useTranslation();
  return (
    <Result status="warning" title={t('shares:page.invalidTitle')} subTitle={t('shares:page.invalidHint')} data-testid="share-invalid" />
  );
}

export function ShareLoading() {
  return (
    <Flex justify="center" style={{ padding: 64 }}>
      <Spin />
    </Flex>
  );
}

export function ShareFailed({ retry }: { retry(): void }) {
  const { t } = useTranslation();
  return <Result status="error" title={t('errors:http.generic')} extra={<Button onClick={retry}>{t('shares:page.retry')}</Button>} />;
}

/** A secret link's code, asked before anything is shown. */
export function ShareCodeForm({ error, pending, submit }: { error: string | null; pending: boolean; submit(code: string): void }) {
  const { t } = useTranslation();
  return (
    <Result
      icon={<LockOutlined />}
      title={t('shares:page.codeTitle')}
      subTitle={t('shares:page.codeHint')}
      data-testid="share-code-page"
      extra={
        <Form
          layout="inline"
          onFinishFailed={announceIncompleteForm}
          onFinish={({ code }: { code: string }) => submit(code)}
          style={{ justifyContent: 'center' }}
        >
          <Form.Item name="code" validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
            <Input.Password maxLength={SHARE_CODE_MAX} placeholder={t('shares:dialog.code')} autoFocus data-testid="share-code-input" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={pending} data-testid="share-code-submit">
            {t('shares:page.open')}
          </Button>
        </Form>
      }
    />
  );
}
