import type { Profile } from '@fieldlink/domain';
import { Avatar, Card, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useShellKind } from '../../../lib/platform/useShellKind';

/** Greets the user by name, with the company and today's date. */
export function WelcomeCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const compact = useShellKind() === 'mobile';
  const initial = profile.userName.slice(0, 1).toUpperCase();
  return (
    <Card data-testid="home-welcome" styles={{ body: { padding: compact ? 16 : 24 } }}>
      <Flex gap={compact ? 14 : 20} align="center">
        <Avatar
          size={compact ? 48 : 64}
          src={profile.avatarUrl ?? undefined}
          style={{ background: '#165DFF', fontSize: compact ? 22 : 28, flex: 'none' }}
        >
          {initial}
        </Avatar>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Typography.Title level={compact ? 4 : 3} style={{ margin: 0 }}>
            {t('home:welcome', { name: profile.userName })}
            {profile.demo && (
              <Tag color="gold" style={{ marginInlineStart: 12, verticalAlign: 'middle' }}>
                {t('home:demo')}
              </Tag>
            )}
          </Typography.Title>
          <Typography.Text type="secondary">
            {(profile.companyName ?? t('home:noCompany')) + ' · ' + t('home:today', { date: dayjs().format(t('home:dateFormat')) })}
          </Typography.Text>
        </div>
      </Flex>
    </Card>
  );
}
