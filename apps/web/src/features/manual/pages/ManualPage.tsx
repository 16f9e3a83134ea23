import { Alert, Card, Input, List, Menu, Select, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLanguage } from '../../../lib/language/useLanguage';
import { LanguageSwitch } from '../../settings';
import { MarkdownView } from '../components/MarkdownView';
import { MANUAL } from '../content';
import { MANUAL_HOME, isManualSection } from '../sections';
import { searchManual } from '../utils/search';
import styles from './ManualPage.module.css';

/**
 * The user manual (spec §2 /manual/:componentName): one section per feature in the reader's language, a
 * search over every section, and the contents. Public: it is the product's documentation, opened in a new tab
 * from the "?" of each page's header.
 */
export function ManualPage() {
  const { componentName } = useParams();
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const sections = MANUAL[language];
  const known = isManualSection(componentName);
  const current = sections.find((section) => section.section === (known ? componentName : MANUAL_HOME)) ?? sections[0];
  const hits = useMemo(() => searchManual(sections, query), [sections, query]);

  useEffect(() => {
    document.title = `${current?.title ?? ''} · ${t('manual:title')}`;
  }, [current, t]);

  if (!componentName) return <Navigate to={`/manual/${MANUAL_HOME}`} replace />;
  const open = (section: string) => {
    setQuery('');
    void navigate(`/manual/${section}`);
    window.scrollTo(0, 0);
  };

  return (
    <div className={styles.page} data-testid="manual-page">
      <div className={styles.header}>
        <h1 className={styles.brand}>{t('manual:title')}</h1>
        <Input.Search
          className={styles.search}
          allowClear
          placeholder={t('manual:search')}
          aria-label={t('manual:search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="manual-search"
        />
        <LanguageSwitch />
      </div>
      <div className={styles.body}>
        <nav className={styles.nav} aria-label={t('manual:contents')}>
          <Card size="small" title={t('manual:contents')} styles={{ body: { padding: 4 } }}>
            <Menu
              mode="inline"
              style={{ borderInlineEnd: 'none' }}
              selectedKeys={current ? [current.section] : []}
              items={sections.map((section) => ({
                key: section.section,
                label: <span data-testid={`manual-nav-${section.section}`}>{section.title}</span>,
              }))}
              onClick={({ key }) => open(key)}
              className="manual-menu-desktop"
            />
            <Select
              className="manual-menu-mobile"
              style={{ width: '100%' }}
              value={current?.section}
              options={sections.map((section) => ({ value: section.section, label: section.title }))}
              onChange={open}
              aria-label={t('manual:contents')}
            />
          </Card>
        </nav>
        <main className={styles.content}>
          {query.trim() ? (
            <Card data-testid="manual-results">
              <Typography.Text type="secondary">
                {hits.length ? t('manual:results', { count: hits.length }) : t('manual:noResults', { query: query.trim() })}
              </Typography.Text>
              <List
                dataSource={hits}
                renderItem={(hit) => (
                  <List.Item key={hit.section}>
                    <List.Item.Meta
                      title={
                        <a href={`#/manual/${hit.section}`} onClick={() => setQuery('')} data-testid={`manual-hit-${hit.section}`}>
                          {hit.title}
                        </a>
                      }
                      description={hit.excerpt}
                    />
                  </List.Item>
                )}
              />
            </Card>
          ) : (
            <Card data-testid={`manual-section-${current?.section ?? MANUAL_HOME}`}>
              {!known && (
                <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('manual:notFound', { name: componentName })} />
              )}
              <MarkdownView blocks={current?.blocks ?? []} />
            </Card>
          )}
        </main>
      </div>
    </div>
  );
}
