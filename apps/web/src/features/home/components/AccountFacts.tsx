import { COMPANY_ADMIN_GRADE, SUPER_USER_GRADE, type Profile } from '@fieldlink/domain';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the profile says about the account, nothing invented. */
export function AccountFacts({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const notSet = t('common:notSet');
  const grantedPages = Object.keys(profile.permissions).length;
  return (
    <Card title={t('home:overview')} style={{ height: '100%' }}>
      <Descriptions
        column={1}
        size="middle"
        items={[
          { key: 'company', label: t('home:company'), children: profile.companyName ?? t('home:noCompany') },
          {
            key: 'grade',
            label: t('home:grade'),
            children:
              profile.grade === SUPER_USER_GRADE
                ? t('home:gradeSuper')
                : profile.grade === COMPANY_ADMIN_GRADE
                  ? t('home:gradeAdmin')
                  : t('home:gradeUser', { grade: profile.grade }),
          },
          { key: 'phone', label: t('home:phone'), children: profile.phone || notSet },
          { key: 'email', label: t('home:email'), children: profile.email || notSet },
          { key: 'pages', label: t('home:pages'), children: t('home:pagesCount', { count: profile.pages.length }) },
          { key: 'granted', label: t('home:grantedPages'), children: t('home:pagesCount', { count: grantedPages }) },
        ]}
      />
    </Card>
  );
}
