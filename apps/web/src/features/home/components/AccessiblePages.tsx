import { findPage, isLanguage, type Profile } from '@fieldlink/domain';
import { Card, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '../../../lib/navigation/pageTitle';

/** The catalogue pages the profile allows in this shell, by title. */
export function AccessiblePages({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  return (
    <Card title={t('home:access')} style={{ height: '100%' }}>
      <Flex gap={8} wrap>
        {profile.pages
          .filter((name) => !findPage(name)?.hidden)
          .map((name) => (
            <Tag key={name} color="blue" style={{ marginInlineEnd: 0, padding: '2px 10px' }}>
              {pageTitle(name, language)}
            </Tag>
          ))}
      </Flex>
    </Card>
  );
}
