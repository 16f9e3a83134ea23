import { Empty, List } from 'antd-mobile';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { managementEntries } from '../../../lib/navigation/openablePages';
import { useLanguage } from '../../../lib/language/useLanguage';
import { useOpenablePages } from '../../access';

/**
 * The phone's management hub (/administration/management): an entry for every page the user may
 * open on the phone that is not a tab, grouped like the desktop menu.
 */
export function ManagementPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const groups = managementEntries([...useOpenablePages()], language);

  return (
    <div data-testid="management-page">
      {groups.length === 0 && <Empty description={t('mobile:management.empty')} />}
      {groups.map((group) => (
        <List key={group.group} header={group.title ?? t('mobile:management.other')} style={{ marginBottom: 12 }}>
          {group.entries.map((entry) => (
            <List.Item key={entry.page} onClick={() => void navigate(entry.path)} data-testid={`management-entry-${entry.page}`}>
              {entry.title}
            </List.Item>
          ))}
        </List>
      ))}
    </div>
  );
}
