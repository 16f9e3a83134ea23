import { SHARE_EXPIRY_DAYS, ShareCodeSchema, type ShareAuthority, type ShareObjectType } from '@fieldlink/domain';
import { Button, Dialog, Form, Input, List, Popup, Selector, Space, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format/formatTime';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { Permission } from '../../access/components/Permission';
import { useShareLinks } from '../hooks/useShareLinks';
import { copyText } from '../utils/copyText';
import { shareUrl } from '../utils/shareUrl';

const STATE_COLOR = { active: 'success', expired: 'default', revoked: 'danger' } as const;

/** The phone's share sheet (project, view, device and screen pages): make a link, copy it, revoke it. */
export function MobileShareButton({ objectType, objectId, name }: { objectType: ShareObjectType; objectId: number; name: string }) {
  const { t } = useTranslation('shares');
  const rule = useSchemaRule();
  const [open, setOpen] = useState(false);
  const [authority, setAuthority] = useState<ShareAuthority>('open');
  const [days, setDays] = useState(7);
  const [form] = Form.useForm<{ code?: string }>();
  const { links, create, revoke } = useShareLinks(objectType, objectId, open);

  const submit = async () => {
    const { code } = authority === 'secret' ? await form.validateFields() : { code: undefined };
    await create.mutateAsync({ authority, expiresInDays: days, ...(authority === 'secret' ? { code } : {}) });
    Toast.show({ icon: 'success', content: t('dialog.created') });
    form.resetFields();
  };
  const copy = async (link: string) =>
    Toast.show((await copyText(shareUrl(link))) ? { icon: 'success', content: t('dialog.copied') } : { content: t('dialog.copyFailed') });
  const confirmRevoke = async (id: number) => {
    if (!(await Dialog.confirm({ content: t('dialog.revokeConfirm'), confirmText: t('dialog.revoke') }))) return;
    await revoke.mutateAsync(id);
    Toast.show({ icon: 'success', content: t('dialog.revoked') });
  };

  return (
    <Permission page="item_page" need="edit">
      <>
        <Button size="small" onClick={() => setOpen(true)} data-testid="share-open-dialog">
          {t('dialog.button')}
        </Button>
        <Popup
          visible={open}
          onMaskClick={() => setOpen(false)}
          onClose={() => setOpen(false)}
          bodyStyle={{ maxHeight: '85vh', overflowY: 'auto', borderTopLeftRadius: 8, borderTopRightRadius: 8 }}
          destroyOnClose
        >
          <div style={{ padding: 12 }} data-testid="share-dialog">
            <div style={{ fontSize: 16, fontWeight: 600, marginBottom: 4 }}>{t('dialog.title', { name })}</div>
            <div style={{ color: 'var(--adm-color-weak)', fontSize: 13 }}>{t('dialog.intro', { type: t(`type.${objectType}`) })}</div>
            <Form
              form={form}
              layout="vertical"
              footer={
                <Button
                  block
                  color="primary"
                  loading={create.isPending}
                  onClick={() => void submit().catch(() => undefined)}
                  data-testid="share-create"
                >
                  {t('dialog.create')}
                </Button>
              }
            >
              <Form.Item label={t('dialog.authority')}>
                <Selector
                  columns={2}
                  value={[authority]}
                  onChange={(value) => value[0] && setAuthority(value[0])}
                  options={[
                    { value: 'open' as const, label: t('dialog.open') },
                    { value: 'secret' as const, label: t('dialog.secret') },
                  ]}
                />
              </Form.Item>
              {authority === 'secret' && (
                <Form.Item name="code" label={t('dialog.code')} rules={[rule(ShareCodeSchema) as never]}>
                  <Input maxLength={8} placeholder={t('dialog.codePlaceholder')} autoComplete="off" data-testid="share-code" />
                </Form.Item>
              )}
              <Form.Item label={t('dialog.expiry')}>
                <Selector
                  columns={4}
                  value={[days]}
                  onChange={(value) => value[0] && setDays(value[0])}
                  options={SHARE_EXPIRY_DAYS.map((count) => ({ value: count, label: t('dialog.days', { count }) }))}
                />
              </Form.Item>
            </Form>
            <List header={t('dialog.links')} data-testid="share-link-list">
              {(links.data ?? []).length === 0 && <List.Item>{t('dialog.none')}</List.Item>}
              {(links.data ?? []).map((row) => (
                <List.Item
                  key={row.id}
                  data-testid="share-link-row"
                  description={t('dialog.until', { time: formatTime(row.expiresAt) })}
                  extra={
                    row.state === 'active' && (
                      <Space>
                        <Button size="mini" onClick={() => void copy(row.link)} data-testid="share-link-copy">
                          {t('dialog.copy')}
                        </Button>
                        <Button size="mini" color="danger" onClick={() => void confirmRevoke(row.id)} data-testid="share-link-revoke">
                          {t('dialog.revoke')}
                        </Button>
                      </Space>
                    )
                  }
                >
                  <Space wrap>
                    <Tag color={STATE_COLOR[row.state]}>{t(`state.${row.state}`)}</Tag>
                    <Tag>{t(`authority.${row.authority}`)}</Tag>
                  </Space>
                </List.Item>
              ))}
            </List>
          </div>
        </Popup>
      </>
    </Permission>
  );
}
