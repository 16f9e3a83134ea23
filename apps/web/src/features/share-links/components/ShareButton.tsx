import { ShareAltOutlined } from '@ant-design/icons';
import { SHARE_EXPIRY_DAYS, ShareCodeSchema, type ShareAuthority, type ShareObjectType, SHARE_CODE_MAX } from '@fieldlink/domain';
import { App, Button, Divider, Form, Input, Modal, Radio, Select, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { Permission } from '../../access';
import { useShareLinks } from '../hooks/useShareLinks';
import { ShareLinkList } from './ShareLinkList';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

interface ShareForm {
  authority: ShareAuthority;
  code?: string;
  expiresInDays: number;
}

/**
 * The desktop share dialog (project, view, device and screen pages): make a link, copy it, revoke
 * it. `compact`: an icon button with a tooltip, for a card's actions (the screen list).
 */
export function ShareButton({
  objectType,
  objectId,
  name,
  compact = false,
}: {
  objectType: ShareObjectType;
  objectId: number;
  name: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ShareForm>();
  const authority = Form.useWatch('authority', form);
  const { links, create, revoke } = useShareLinks(objectType, objectId, open);

  const submit = async () => {
    const values = await form.validateFields();
    await create.mutateAsync({
      authority: values.authority,
      expiresInDays: values.expiresInDays,
      ...(values.authority === 'secret' ? { code: values.code } : {}),
    });
    void message.success(t('shares:dialog.created'));
    form.resetFields(['code']);
  };

  return (
    <Permission page="item_page" need="edit">
      <>
        {compact ? (
          <Tooltip title={t('shares:dialog.button')}>
            <Button
              type="text"
              icon={<ShareAltOutlined />}
              aria-label={t('shares:dialog.button')}
              onClick={() => setOpen(true)}
              data-testid="share-open-dialog"
            />
          </Tooltip>
        ) : (
          <Button icon={<ShareAltOutlined />} onClick={() => setOpen(true)} data-testid="share-open-dialog">
            {t('shares:dialog.button')}
          </Button>
        )}
        <Modal
          open={open}
          title={t('shares:dialog.title', { name })}
          onCancel={() => setOpen(false)}
          footer={null}
          width={640}
          destroyOnHidden
          data-testid="share-dialog"
        >
          <Typography.Paragraph type="secondary">{t('shares:dialog.intro', { type: t(`shares:type.${objectType}`) })}</Typography.Paragraph>
          <Form
            form={form}
            layout="vertical"
            initialValues={{ authority: 'open', expiresInDays: 7 }}
            onFinishFailed={announceIncompleteForm}
            onFinish={() => void submit().catch(() => undefined)}
          >
            <Form.Item name="authority" label={t('shares:dialog.authority')}>
              <Radio.Group
                data-testid="share-authority"
                options={[
                  { value: 'open', label: t('shares:dialog.open') },
                  { value: 'secret', label: t('shares:dialog.secret') },
                ]}
              />
            </Form.Item>
            {authority === 'secret' && (
              <Form.Item name="code" label={t('shares:dialog.code')} rules={[rule(ShareCodeSchema)]}>
                <Input
                  maxLength={SHARE_CODE_MAX}
                  placeholder={t('shares:dialog.codePlaceholder')}
                  autoComplete="off"
                  data-testid="share-code"
                />
              </Form.Item>
            )}
            <Form.Item name="expiresInDays" label={t('shares:dialog.expiry')}>
              <Select
                options={SHARE_EXPIRY_DAYS.map((days) => ({ value: days, label: t('shares:dialog.days', { count: days }) }))}
                style={{ width: 200 }}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="share-create">
              {t('shares:dialog.create')}
            </Button>
          </Form>
          <Divider titlePlacement="start">{t('shares:dialog.links')}</Divider>
          <ShareLinkList
            rows={links.data ?? []}
            loading={links.isLoading}
            onRevoke={(id) => revoke.mutateAsync(id).then(() => message.success(t('shares:dialog.revoked')))}
          />
        </Modal>
      </>
    </Permission>
  );
}
