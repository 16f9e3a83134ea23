import { Card, Tabs } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { useProfile } from '../../auth';
import { NotificationsSection } from '../../inbox';
import { LogOffSection, LogoTextSection, PasswordSection, ProfileSection, PushSection, WechatSection } from '../../account';

/** Grades up to 1 (super user, company administrators) set the logo text. */
export const LOGO_TEXT_MAX_GRADE = 1;

/** Desktop /settings/settings_page: profile, password, logo text, push, WeChat and log-off. */
export function SettingsPage() {
  const { t } = useTranslation();
  const profile = useProfile('desktop').data;
  const [params, setParams] = useSearchParams();
  if (!profile) return null;
  const items = [
    { key: 'profile', label: t('account:tabs.profile'), children: <ProfileSection profile={profile} /> },
    { key: 'password', label: t('account:tabs.password'), children: <PasswordSection /> },
    // The company's logo text: not for the demo account, which may not change its company.
    ...(profile.grade <= LOGO_TEXT_MAX_GRADE && !profile.demo
      ? [{ key: 'logo', label: t('account:tabs.logo'), children: <LogoTextSection profile={profile} /> }]
      : []),
    { key: 'push', label: t('account:tabs.push'), children: <PushSection /> },
    { key: 'notifications', label: t('inbox:settings.tab'), children: <NotificationsSection profile={profile} /> },
    { key: 'wechat', label: t('account:tabs.wechat'), children: <WechatSection /> },
    {
      key: 'logoff',
      label: <span style={{ color: '#ff4d4f' }}>{t('account:tabs.logOff')}</span>,
      children: <LogOffSection profile={profile} />,
    },
  ];
  const active = items.some((item) => item.key === params.get('tab')) ? params.get('tab')! : 'profile';
  return (
    <Card>
      <Tabs
        tabPlacement="start"
        activeKey={active}
        onChange={(tab) => setParams({ tab }, { replace: true })}
        items={items.map((item) => ({ ...item, label: <span data-testid={`settings-tab-${item.key}`}>{item.label}</span> }))}
        destroyOnHidden
      />
    </Card>
  );
}
