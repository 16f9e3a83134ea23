import { Avatar, Badge, Button, Dialog, List } from 'antd-mobile';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { useLogout, useProfile } from '../../auth';
import { useUnreadNotices, NOTICE_LIST_PATH } from '../../notices';
import { LanguageSwitch } from '../components/LanguageSwitch';

/** Mobile "my" page: who is signed in, the personal pages, notices, the language, and logout. */
export function MyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile(useShellKind()).data;
  const unread = useUnreadNotices().data?.count ?? 0;
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
  const go = (path: string) => () => void navigate(path);
  const canReadNotices = profile.pages.includes('notice_user_page');

  return (
    <div style={{ paddingBottom: 24 }}>
      <List header={t('mobile:my.account')}>
        <List.Item
          prefix={<Avatar src={profile.avatarUrl ?? ''} style={{ '--size': '48px', '--border-radius': '50%' }} data-testid="my-avatar" />}
          description={profile.phone ?? profile.email ?? undefined}
          onClick={go('/home_page')}
          data-testid="my-profile"
        >
          <span data-testid="my-username" style={{ fontWeight: 600 }}>
            {profile.userName}
          </span>
        </List.Item>
        <List.Item extra={profile.companyName ?? t('home:noCompany')}>{t('mobile:my.company')}</List.Item>
      </List>
      <List header={t('mobile:my.settings')}>
        {canReadNotices && (
          <List.Item
            extra={unread > 0 ? <Badge content={unread} data-testid="my-unread" /> : null}
            onClick={go(NOTICE_LIST_PATH)}
            data-testid="my-notices"
          >
            {t('mobile:my.notices')}
          </List.Item>
        )}
        <List.Item onClick={go('/home_page_edit_name')} data-testid="my-edit-name">
          {t('account:mobile.editName')}
        </List.Item>
        <List.Item onClick={go('/home_page_edit_password')} data-testid="my-edit-password">
          {t('account:mobile.editPassword')}
        </List.Item>
        <List.Item onClick={go('/home_page_push_set')} data-testid="my-push-set">
          {t('account:mobile.pushSet')}
        </List.Item>
        <List.Item onClick={go('/home_page_notify_set')} data-testid="my-notify-set">
          {t('inbox:settings.tab')}
        </List.Item>
        <List.Item extra={<LanguageSwitch />}>{t('mobile:my.language')}</List.Item>
        <List.Item onClick={go('/home_page_logoff')} data-testid="my-logoff">
          <span style={{ color: 'var(--adm-color-danger)' }}>{t('account:mobile.logOff')}</span>
        </List.Item>
      </List>
      <div style={{ padding: '24px 16px' }}>
        <Button block color="danger" fill="outline" size="large" onClick={() => void confirmLogout()} data-testid="logout">
          {t('mobile:my.logout')}
        </Button>
      </div>
    </div>
  );
}
