import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { pageTitle } from '../../lib/navigation/pageTitle';
import { CloseIcon, DownIcon, LeftIcon, RightIcon } from '../../ui/deskIcons';
import { DESKTOP_SHELL_SETTINGS } from './shellSettings';
import { SUB_PAGE_PATHS } from '../pagePaths';
import { HOME_TAG, scrollToShow, subPageTagName, type OpenTag } from './tagList';
import styles from './DesktopLayout.module.css';
import { DropdownMenu, useMenuState, type MenuAction } from './DropdownMenu';
import { useTagList } from './useTagList';
import { useLanguage } from '../../lib/language/useLanguage';

export interface TagBarProps {
  /** The tag of the page on screen (undefined on an unknown route). */
  current: OpenTag | undefined;
  confirmClose?: boolean;
}

/** Asks 确定要关闭这一页吗 in antd's confirm dialog, loaded when first asked (the setting is off by default). */
async function confirmed(texts: { title: string; okText: string; cancelText: string }): Promise<boolean> {
  const { Modal } = await import('./tagCloseConfirm');
  return new Promise((resolve) => {
    Modal.confirm({ ...texts, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}

/**
 * Tabs of the opened pages: home stays, others close one by one, all at once, or all but one (the "more"
 * button's menu, or a tag's own on a right click or the context-menu key). A tag says what its page is
 * about (a device page: the device); the active tag is scrolled into view.
 */
export function TagBar({ current, confirmClose = DESKTOP_SHELL_SETTINGS.confirmTagClose }: TagBarProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const scroller = useRef<HTMLDivElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const tagElement = useRef<HTMLElement | null>(null);
  const moreMenu = useMenuState();
  const tagMenu = useMenuState();
  // The tag whose own menu is open.
  const [menuTag, setMenuTag] = useState<string | undefined>(undefined);
  const { tags, close, closeOthers, closeAll } = useTagList(current);
  const currentName = current?.name;
  const title = (tag: OpenTag) => {
    if (tag.label) return tag.label;
    const sub = SUB_PAGE_PATHS.desktop.find((page) => subPageTagName(page.path) === tag.name);
    return sub ? t(sub.titleKey) : pageTitle(tag.name, language);
  };

  useEffect(() => {
    const box = scroller.current;
    const active = box?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (box && active) box.scrollLeft = scrollToShow(box.scrollLeft, box.clientWidth, active.offsetLeft, active.offsetWidth);
  }, [currentName, tags.length]);

  const requestClose = async (name: string) => {
    if (confirmClose) {
      const texts = { title: t('shell:tags.confirmClose'), okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel') };
      if (!(await confirmed(texts))) return;
    }
    close(name);
  };

  const actions = (name: string | undefined): MenuAction[] => [
    { key: 'others', label: t('shell:tags.closeOthers'), testId: 'tag-close-others', onSelect: () => closeOthers(name ?? HOME_TAG.name) },
    { key: 'all', label: t('shell:tags.closeAll'), testId: 'tag-close-all', onSelect: closeAll },
  ];

  const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const scroll = (direction: 1 | -1) =>
    scroller.current?.scrollBy({
      left: direction * DESKTOP_SHELL_SETTINGS.tagScrollStep,
      behavior: reducedMotion() ? 'auto' : 'smooth',
    });

  return (
    <div className={styles.tagBar} data-testid="tag-bar">
      <button type="button" className={styles.smallButton} aria-label={t('shell:tags.scrollLeft')} onClick={() => scroll(-1)}>
        <LeftIcon />
      </button>
      <div className={styles.tagScroller} ref={scroller} role="tablist">
        {tags.map((tag) => {
          const active = tag.name === currentName;
          return (
            <div
              key={tag.name}
              className={active ? `${styles.tag} ${styles.tagActive}` : styles.tag}
              data-testid={`tag-${tag.name}`}
              role="tab"
              tabIndex={active ? 0 : -1}
              aria-selected={active}
              onClick={() => void navigate(tag.path)}
              onKeyDown={(event) => {
                if (event.target !== event.currentTarget) return;
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  void navigate(tag.path);
                } else if ((event.key === 'Delete' || event.key === 'Backspace') && tag.name !== HOME_TAG.name) {
                  event.preventDefault();
                  void requestClose(tag.name);
                } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                  event.preventDefault();
                  const sibling =
                    event.key === 'ArrowRight' ? event.currentTarget.nextElementSibling : event.currentTarget.previousElementSibling;
                  (sibling as HTMLElement | null)?.focus();
                }
              }}
              onContextMenu={(event) => {
                event.preventDefault();
                tagElement.current = event.currentTarget;
                setMenuTag(tag.name);
                // The context-menu key fires this too, at the tag's corner rather than a pointer.
                const rect = event.currentTarget.getBoundingClientRect();
                const fromKeyboard = event.clientX === 0 && event.clientY === 0;
                tagMenu.show({
                  kind: 'point',
                  x: fromKeyboard ? rect.left : event.clientX,
                  y: fromKeyboard ? rect.bottom + 4 : event.clientY,
                });
              }}
            >
              {active && <span className={styles.tagDot} />}
              {title(tag)}
              {tag.name !== HOME_TAG.name && (
                <span
                  role="button"
                  tabIndex={-1}
                  aria-label={t('shell:tags.close')}
                  className={styles.tagClose}
                  data-testid={`tag-close-${tag.name}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    void requestClose(tag.name);
                  }}
                >
                  <CloseIcon />
                </span>
              )}
            </div>
          );
        })}
      </div>
      <button type="button" className={styles.smallButton} aria-label={t('shell:tags.scrollRight')} onClick={() => scroll(1)}>
        <RightIcon />
      </button>
      <button
        ref={moreButton}
        type="button"
        className={styles.smallButton}
        aria-label={t('shell:tags.more')}
        aria-haspopup="menu"
        aria-expanded={moreMenu.open}
        aria-controls={moreMenu.id}
        data-testid="tag-actions"
        onClick={(event) =>
          moreMenu.open ? moreMenu.hide() : moreMenu.show({ kind: 'below', rect: event.currentTarget.getBoundingClientRect() })
        }
      >
        <DownIcon />
      </button>
      <DropdownMenu state={moreMenu} label={t('shell:tags.more')} returnFocus={moreButton} items={actions(currentName)} />
      <DropdownMenu state={tagMenu} label={t('shell:tags.more')} returnFocus={tagElement} items={actions(menuTag)} />
    </div>
  );
}
