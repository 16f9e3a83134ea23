import { ShareAltOutlined } from '@ant-design/icons';
import { SHARE_EXPIRY_DAYS, ShareCodeSchema, type ShareAuthority, type ShareObjectType } from '@fieldlink/domain';
import { App, Button, Divider, Form, Input, Modal, Radio, Select, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { Permission } from '../../access/components/Permission';
import { useShareLinks } from '../hooks/useShareLinks';
import { ShareLinkList } from './ShareLinkList';

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
  const { t } = useTranslation('shares');
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
    void message.success(t('dialog.created'));
    form.resetFields(['code']);
  };

  return (
    <Permission page="item_page" need="edit">
      <>
        {compact ? (
          <Tooltip title={t('dialog.button')}>
            <Button
              type="text"
              icon={<ShareAltOutlined />}
              aria-label={t('dialog.button')}
              onClick={() => setOpen(true)}
              data-testid="share-open-dialog"
            />
          </Tooltip>
        ) : (
          <Button icon={<ShareAltOutlined />} onClick={() => setOpen(true)} data-testid="share-open-dialog">
            {t('dialog.button')}
          </Button>
        )}
        <Modal
          open={open}
          title={t('dialog.title', { name })}
          onCancel={() => setOpen(false)}
          footer={null}
          width={640}
          destroyOnHidden
          data-testid="share-dialog"
        >
          <Typography.Paragraph type="secondary">{t('dialog.intro', { type: t(`type.${objectType}`) })}</Typography.Paragraph>
          <Form
            form={form}
            layout="vertical"
            initialValues={{ authority: 'open', expiresInDays: 7 }}
            onFinish={() => void submit().catch(() => undefined)}
          >
            <Form.Item name="authority" label={t('dialog.authority')}>
              <Radio.Group
                data-testid="share-authority"
                options={[
                  { value: 'open', label: t('dialog.open') },
                  { value: 'secret', label: t('dialog.secret') },
                ]}
              />
            </Form.Item>
            {authority === 'secret' && (
              <Form.Item name="code" label={t('dialog.code')} rules={[rule(ShareCodeSchema)]}>
                <Input maxLength={8} placeholder={t('dialog.codePlaceholder')} autoComplete="off" data-testid="share-code" />
              </Form.Item>
            )}
            <Form.Item name="expiresInDays" label={t('dialog.expiry')}>
              <Select
                options={SHARE_EXPIRY_DAYS.map((days) => ({ value: days, label: t('dialog.days', { count: days }) }))}
                style={{ width: 200 }}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="share-create">
              {t('dialog.create')}
            </Button>
          </Form>
          <Divider titlePlacement="start">{t('dialog.links')}</Divider>
          <ShareLinkList
            rows={links.data ?? []}
            loading={links.isLoading}
            onRevoke={(id) => revoke.mutateAsync(id).then(() => message.success(t('dialog.revoked')))}
          />
        </Modal>
      </>
    </Permission>
  );
}
