import { Avatar, Button, Dialog, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { useLogout } from '../../auth/hooks/useLogout';
import { useProfile } from '../../auth/hooks/useProfile';
import { LanguageSwitch } from '../components/LanguageSwitch';

/** Mobile "my" page: who is signed in, the language, and logout. */
export function MyPage() {
  const { t } = useTranslation();
  const profile = useProfile(useShellKind()).data;
  const logout = useLogout();
  if (!profile) return null;

  const confirmLogout = async () => {
    const confirmed = await Dialog.confirm({
      content: t('mobile:my.logoutConfirm'),
      confirmText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
    });
    if (confirmed) await logout();
  };

  return (
    <div style={{ paddingBottom: 24 }}>
      <List header={t('mobile:my.account')}>
        <List.Item
          prefix={<Avatar src={profile.avatarUrl ?? ''} style={{ '--size': '48px', '--border-radius': '50%' }} />}
          description={profile.phone ?? profile.email ?? undefined}
        >
          <span data-testid="my-username" style={{ fontWeight: 600 }}>
            {profile.userName}
          </span>
        </List.Item>
        <List.Item extra={profile.companyName ?? t('home:noCompany')}>{t('mobile:my.company')}</List.Item>
        <List.Item extra={<LanguageSwitch />}>{t('mobile:my.language')}</List.Item>
      </List>
      <div style={{ padding: '24px 16px' }}>
        <Button block color="danger" fill="outline" size="large" onClick={() => void confirmLogout()} data-testid="logout">
          {t('mobile:my.logout')}
        </Button>
      </div>
    </div>
  );
}
