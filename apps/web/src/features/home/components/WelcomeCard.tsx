import { SUPER_USER_GRADE, type Profile } from '@fieldlink/domain';
import { Avatar, Card, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '../../../i18n/useTranslation';
import { useShellKind } from '../../../lib/platform/useShellKind';

/** Greets the user by name, with the company and today's date. */
export function WelcomeCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const compact = useShellKind() === 'mobile';
  const initial = profile.userName.slice(0, 1).toUpperCase();
  return (
    <Card data-testid="home-welcome" size="small" styles={{ body: { padding: compact ? '10px 12px' : '12px 20px' } }}>
      <Flex gap={compact ? 10 : 16} align="center">
        <Avatar
          size={compact ? 36 : 44}
          src={profile.avatarUrl ?? undefined}
          style={{ background: '#165DFF', fontSize: compact ? 16 : 20, flex: 'none' }}
        >
          {initial}
        </Avatar>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Typography.Title level={5} style={{ margin: 0 }} ellipsis>
            {t('home:welcome', { name: profile.userName })}
            {profile.demo && (
              <Tag color="gold" style={{ marginInlineStart: 8, verticalAlign: 'middle' }}>
                {t('home:demo')}
              </Tag>
            )}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontSize: compact ? 12 : 14 }}>
            {(profile.companyName ?? t(profile.grade === SUPER_USER_GRADE ? 'home:allCompanies' : 'home:noCompany')) +
              ' · ' +
              t('home:today', { date: dayjs().format(t('home:dateFormat')) })}
          </Typography.Text>
        </div>
      </Flex>
    </Card>
  );
}
