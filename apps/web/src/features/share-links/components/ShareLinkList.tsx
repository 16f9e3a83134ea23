import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Empty, Flex, Input, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatTime } from '../../../lib/format/formatTime';
import type { ShareRow } from '../api/shareLinksApi';
import { copyText } from '../utils/copyText';
import { shareEmbedUrl, shareUrl } from '../utils/shareLinkUrl';

const STATE_COLOR = { active: 'green', expired: 'default', revoked: 'red' } as const;

/** An object's links (desktop): state, kind, end, the address to copy, and revoke on a live one. */
export function ShareLinkList({
  rows,
  loading,
  onRevoke,
}: {
  rows: ShareRow[];
  loading: boolean;
  onRevoke: (id: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async (link: string) => {
    if (await copyText(shareUrl(link))) void message.success(t('shares:dialog.copied'));
    else void message.warning(t('shares:dialog.copyFailed'));
  };
  // The one address other sites may frame (the server's /embed): the share's pages and nothing else.
  const copyEmbed = async (link: string) => {
    const code = `<iframe src="${shareEmbedUrl(link)}" width="1280" height="720" style="border:0"></iframe>`;
    if (await copyText(code)) void message.success(t('shares:dialog.embedCopied'));
    else void message.warning(t('shares:dialog.copyFailed'));
  };
  return (
    <List
      loading={loading}
      dataSource={rows}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shares:dialog.none')} /> }}
      data-testid="share-link-list"
      renderItem={(row) => (
        <List.Item key={row.id} data-testid="share-link-row" data-state={row.state}>
          <Flex vertical gap={6} style={{ width: '100%' }}>
            <Space wrap size={6}>
              <Tag color={STATE_COLOR[row.state]}>{t(`shares:state.${row.state}`)}</Tag>
              <Tag>{t(`shares:authority.${row.authority}`)}</Tag>
              <Typography.Text type="secondary">{t('shares:dialog.until', { time: formatTime(row.expiresAt) })}</Typography.Text>
              {row.createdBy && <Typography.Text type="secondary">{t('shares:dialog.by', { name: row.createdBy })}</Typography.Text>}
            </Space>
            {row.state === 'active' && (
              <Space.Compact style={{ width: '100%' }}>
                <Input readOnly value={shareUrl(row.link)} data-testid="share-link-url" onFocus={(event) => event.target.select()} />
                <Button icon={<CopyOutlined />} onClick={() => void copy(row.link)} data-testid="share-link-copy">
                  {t('shares:dialog.copy')}
                </Button>
                <Button onClick={() => void copyEmbed(row.link)} data-testid="share-link-embed">
                  {t('shares:dialog.copyEmbed')}
                </Button>
                <Popconfirm title={t('shares:dialog.revokeConfirm')} onConfirm={() => onRevoke(row.id)} okButtonProps={{ danger: true }}>
                  <Button danger data-testid="share-link-revoke">
                    {t('shares:dialog.revoke')}
                  </Button>
                </Popconfirm>
              </Space.Compact>
            )}
          </Flex>
        </List.Item>
      )}
    />
  );
}
