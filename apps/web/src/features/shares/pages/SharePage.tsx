import { ArrowLeftOutlined } from '@ant-design/icons';
import type { SharedContent } from '@fieldlink/domain';
import { Button, Card, Flex, Layout, Tag, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useParams } from 'react-router';
import { formatTime } from '../../../lib/format/formatTime';
import { SharedDevice } from '../components/SharedDevice';
import { SharedProject } from '../components/SharedProject';
import { SharedScreen } from '../components/SharedScreen';
import { ShareCodeForm, ShareFailed, ShareInvalid, ShareLoading } from '../components/ShareStatePages';
import { SharedViews } from '../components/SharedViews';
import { useShareAccess } from '../hooks/useShareAccess';
import { sharedDeviceOf } from '../utils/shareUrl';

/** What the link shows, or a device page inside it (`/share/<link>/device/<id>`, only a device of the share). */
function SharedObject({ link, content, rest }: { link: string; content: SharedContent; rest: string | undefined }) {
  const { t } = useTranslation();
  const deviceId = sharedDeviceOf(rest);
  if (deviceId !== undefined) {
    if (!content.devices.some((device) => device.id === deviceId)) return <ShareInvalid />;
    return (
      <Flex vertical gap={12}>
        {content.objectType !== 'device' && (
          <Link to={`/share/${link}`}>
            <Button icon={<ArrowLeftOutlined />} data-testid="shared-back">
              {t('shares:page.back')}
            </Button>
          </Link>
        )}
        <SharedDevice deviceId={deviceId} />
      </Flex>
    );
  }
  switch (content.objectType) {
    case 'device':
      return content.devices[0] ? <SharedDevice deviceId={content.devices[0].id} /> : <ShareInvalid />;
    case 'view':
      return (
        <Card>
          <SharedViews link={link} content={content} />
        </Card>
      );
    case 'screen':
      return <SharedScreen screenId={content.objectId} />;
    case 'project':
    case 'group':
      return <SharedProject link={link} content={content} />;
  }
}

/**
 * A share link opened (spec §2 share_group, share_item_query, share_view_query): standalone, no menu
 * and no header of the app — the object's name, "read-only", how long the link holds, and the object;
 * a screen alone on the whole window. The same page serves desktop and phone (the scene pinch-zooms
 * on a phone).
 */
export function SharePage() {
  const { t } = useTranslation();
  const params = useParams();
  const link = params.link ?? '';
  const access = useShareAccess(link);

  // A screen takes the whole window, scaled like /largeScreen: no title bar above it.
  if (access.kind === 'ready' && access.content.objectType === 'screen' && !params['*'])
    return <SharedScreen screenId={access.content.objectId} />;

  let body;
  switch (access.kind) {
    case 'loading':
      body = <ShareLoading />;
      break;
    case 'invalid':
      body = <ShareInvalid />;
      break;
    case 'failed':
      body = <ShareFailed retry={access.retry} />;
      break;
    case 'code':
      body = <ShareCodeForm error={access.error} pending={access.pending} submit={access.submit} />;
      break;
    case 'ready':
      body = (
        <Flex vertical gap={12}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Flex align="center" gap={8} wrap>
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="share-title">
                {access.content.name}
              </Typography.Title>
              <Tag>{t('shares:page.shared', { type: t(`shares:type.${access.content.objectType}`) })}</Tag>
              <Tag color="blue">{t('shares:page.readOnly')}</Tag>
            </Flex>
            <Typography.Text type="secondary">{t('shares:page.until', { time: formatTime(access.content.expiresAt) })}</Typography.Text>
          </Flex>
          <SharedObject link={link} content={access.content} rest={params['*']} />
        </Flex>
      );
      break;
  }
  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="share-page">
      <Layout.Content style={{ padding: 'clamp(8px, 2vw, 24px)', maxWidth: 1600, width: '100%', margin: '0 auto' }}>{body}</Layout.Content>
    </Layout>
  );
}
