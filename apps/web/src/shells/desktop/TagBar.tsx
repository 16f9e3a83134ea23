import { CloseOutlined, DownOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { pageTitle } from '../../lib/navigation/pageTitle';
import { DESKTOP_SHELL_SETTINGS } from './shellSettings';
import { SUB_PAGES } from '../pageRegistry';
import { HOME_TAG, scrollToShow, subPageTagName, type OpenTag } from './tagList';
import styles from './DesktopLayout.module.css';
import { useTagList } from './useTagList';
import { useLanguage } from '../../lib/language/useLanguage';

export interface TagBarProps {
  /** The tag of the page on screen (undefined on an unknown route). */
  current: OpenTag | undefined;
  confirmClose?: boolean;
}

/**
 * Tabs of the opened pages: home stays, others close one by one, all at once, or all but one. A
 * tag says what its page is about (a device page: the device); the active tag is scrolled into view.
 */
export function TagBar({ current, confirmClose = DESKTOP_SHELL_SETTINGS.confirmTagClose }: TagBarProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const scroller = useRef<HTMLDivElement>(null);
  const { tags, close, closeOthers, closeAll } = useTagList(current);
  const currentName = current?.name;
  const title = (tag: OpenTag) => {
    if (tag.label) return tag.label;
    const sub = SUB_PAGES.desktop.find((page) => subPageTagName(page.path) === tag.name);
    return sub ? t(sub.titleKey) : pageTitle(tag.name, language);
  };

  useEffect(() => {
    const box = scroller.current;
    const active = box?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (box && active) box.scrollLeft = scrollToShow(box.scrollLeft, box.clientWidth, active.offsetLeft, active.offsetWidth);
  }, [currentName, tags.length]);

  const requestClose = (name: string) => {
    if (!confirmClose) return close(name);
    void modal.confirm({
      title: t('shell:tags.confirmClose'),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: () => close(name),
    });
  };

  const actions = (name: string | undefined): MenuProps['items'] => [
    {
      key: 'others',
      label: <span data-testid="tag-close-others">{t('shell:tags.closeOthers')}</span>,
      onClick: () => closeOthers(name ?? HOME_TAG.name),
    },
    { key: 'all', label: <span data-testid="tag-close-all">{t('shell:tags.closeAll')}</span>, onClick: closeAll },
  ];

  const scroll = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * DESKTOP_SHELL_SETTINGS.tagScrollStep, behavior: 'smooth' });

  return (
    <div className={styles.tagBar} data-testid="tag-bar">
      <Button type="text" size="small" icon={<LeftOutlined />} aria-label={t('shell:tags.scrollLeft')} onClick={() => scroll(-1)} />
      <div className={styles.tagScroller} ref={scroller}>
        {tags.map((tag) => {
          const active = tag.name === currentName;
          return (
            <Dropdown key={tag.name} trigger={['contextMenu']} menu={{ items: actions(tag.name) }}>
              <div
                className={active ? `${styles.tag} ${styles.tagActive}` : styles.tag}
                data-testid={`tag-${tag.name}`}
                role="tab"
                aria-selected={active}
                onClick={() => void navigate(tag.path)}
              >
                {active && <span className={styles.tagDot} />}
                {title(tag)}
                {tag.name !== HOME_TAG.name && (
                  <CloseOutlined
                    className={styles.tagClose}
                    data-testid={`tag-close-${tag.name}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      requestClose(tag.name);
                    }}
                  />
                )}
              </div>
            </Dropdown>
          );
        })}
      </div>
      <Button type="text" size="small" icon={<RightOutlined />} aria-label={t('shell:tags.scrollRight')} onClick={() => scroll(1)} />
      <Dropdown trigger={['click']} menu={{ items: actions(currentName) }}>
        <Button type="text" size="small" aria-label={t('shell:tags.more')} data-testid="tag-actions" icon={<DownOutlined />} />
      </Dropdown>
    </div>
  );
}
