import { SHARE_EXPIRY_DAYS, ShareCodeSchema, type ShareAuthority, type ShareObjectType, SHARE_CODE_MAX } from '@fieldlink/domain';
import { Button, Dialog, Form, Input, List, Popup, Selector, Space, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatTime } from '../../../lib/format/formatTime';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { Permission } from '../../access';
import { useShareLinks } from '../hooks/useShareLinks';
import { copyText } from '../utils/copyText';
import { shareUrl } from '../utils/shareLinkUrl';

const STATE_COLOR = { active: 'success', expired: 'default', revoked: 'danger' } as const;

/** The phone's share sheet (project, view, device and screen pages): make a link, copy it, revoke it. */
export function MobileShareButton({ objectType, objectId, name }: { objectType: ShareObjectType; objectId: number; name: string }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [open, setOpen] = useState(false);
  const [authority, setAuthority] = useState<ShareAuthority>('open');
  const [days, setDays] = useState(7);
  const [form] = Form.useForm<{ code?: string }>();
  const { links, create, revoke } = useShareLinks(objectType, objectId, open);

  const submit = async () => {
    const { code } = authority === 'secret' ? await form.validateFields() : { code: undefined };
    await create.mutateAsync({ authority, expiresInDays: days, ...(authority === 'secret' ? { code } : {}) });
    Toast.show({ icon: 'success', content: t('shares:dialog.created') });
    form.resetFields();
  };
  const copy = async (link: string) =>
    Toast.show(
      (await copyText(shareUrl(link)))
        ? { icon: 'success', content: t('shares:dialog.copied') }
        : { content: t('shares:dialog.copyFailed') },
    );
  const confirmRevoke = async (id: number) => {
    if (!(await Dialog.confirm({ content: t('shares:dialog.revokeConfirm'), confirmText: t('shares:dialog.revoke') }))) return;
    await revoke.mutateAsync(id);
    Toast.show({ icon: 'success', content: t('shares:dialog.revoked') });
  };

  return (
    <Permission page="item_page" need="edit">
      <>
        <Button size="small" onClick={() => setOpen(true)} data-testid="share-open-dialog">
          {t('shares:dialog.button')}
        </Button>
        <Popup
          visible={open}
          onMaskClick={() => setOpen(false)}
          onClose={() => setOpen(false)}
          bodyStyle={{ maxHeight: '85vh', overflowY: 'auto', borderTopLeftRadius: 8, borderTopRightRadius: 8 }}
          destroyOnClose
        >
          <div style={{ padding: 12 }} data-testid="share-dialog">
            <div style={{ fontSize: 16, fontWeight: 600, marginBottom: 4 }}>{t('shares:dialog.title', { name })}</div>
            <div style={{ color: 'var(--adm-color-weak)', fontSize: 13 }}>
              {t('shares:dialog.intro', { type: t(`shares:type.${objectType}`) })}
            </div>
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
                  {t('shares:dialog.create')}
                </Button>
              }
            >
              <Form.Item label={t('shares:dialog.authority')}>
                <Selector
                  columns={2}
                  value={[authority]}
                  onChange={(value) => value[0] && setAuthority(value[0])}
                  options={[
                    { value: 'open' as const, label: t('shares:dialog.open') },
                    { value: 'secret' as const, label: t('shares:dialog.secret') },
                  ]}
                />
              </Form.Item>
              {authority === 'secret' && (
                <Form.Item name="code" label={t('shares:dialog.code')} rules={[rule(ShareCodeSchema) as never]}>
                  <Input
                    maxLength={SHARE_CODE_MAX}
                    placeholder={t('shares:dialog.codePlaceholder')}
                    autoComplete="off"
                    data-testid="share-code"
                  />
                </Form.Item>
              )}
              <Form.Item label={t('shares:dialog.expiry')}>
                <Selector
                  columns={4}
                  value={[days]}
                  onChange={(value) => value[0] && setDays(value[0])}
                  options={SHARE_EXPIRY_DAYS.map((count) => ({ value: count, label: t('shares:dialog.days', { count }) }))}
                />
              </Form.Item>
            </Form>
            <List header={t('shares:dialog.links')} data-testid="share-link-list">
              {(links.data ?? []).length === 0 && <List.Item>{t('shares:dialog.none')}</List.Item>}
              {(links.data ?? []).map((row) => (
                <List.Item
                  key={row.id}
                  data-testid="share-link-row"
                  description={t('shares:dialog.until', { time: formatTime(row.expiresAt) })}
                  extra={
                    row.state === 'active' && (
                      <Space>
                        <Button size="mini" onClick={() => void copy(row.link)} data-testid="share-link-copy">
                          {t('shares:dialog.copy')}
                        </Button>
                        <Button size="mini" color="danger" onClick={() => void confirmRevoke(row.id)} data-testid="share-link-revoke">
                          {t('shares:dialog.revoke')}
                        </Button>
                      </Space>
                    )
                  }
                >
                  <Space wrap>
                    <Tag color={STATE_COLOR[row.state]}>{t(`shares:state.${row.state}`)}</Tag>
                    <Tag>{t(`shares:authority.${row.authority}`)}</Tag>
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
