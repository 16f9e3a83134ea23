import type { MenuGroup } from '@fieldlink/domain';
import { useState, type KeyboardEvent, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import {
  AppstoreIcon,
  AuditIcon,
  BugIcon,
  BuildIcon,
  ClusterIcon,
  CreditCardIcon,
  DatabaseIcon,
  DownIcon,
  ExceptionIcon,
  FileTextIcon,
  HomeIcon,
  LineChartIcon,
  SettingIcon,
  TeamIcon,
  ToolIcon,
} from '../../ui/deskIcons';
import type { MenuEntry } from './menuModel';
import styles from './SideMenu.module.css';

const GROUP_ICONS: Record<MenuGroup, () => ReactElement> = {
  item: AppstoreIcon,
  deviceMent: ClusterIcon,
  afterSales: ToolIcon,
  production: BuildIcon,
  configure: SettingIcon,
  dataAnalysis: LineChartIcon,
  SIM: CreditCardIcon,
  xData: DatabaseIcon,
  region1: TeamIcon,
  rbac: AuditIcon,
  logs: FileTextIcon,
  system: SettingIcon,
};

/** Icons of the pages that are top-level entries of their own (no group). */
const PAGE_ICONS: Record<string, () => ReactElement> = {
  home: HomeIcon,
  error_store_page: BugIcon,
  error_logger_page: ExceptionIcon,
};

type PageEntry = Extract<MenuEntry, { kind: 'page' }>;
type GroupEntry = Extract<MenuEntry, { kind: 'group' }>;

export interface SideMenuProps {
  entries: MenuEntry[];
  selected: string | undefined;
  /** The narrow sider: icons only, a group's pages in a panel beside it. */
  collapsed: boolean;
}

/** Moves the focus between the menu's visible entries with the arrows, Home and End. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const moves: Record<string, (at: number, last: number) => number> = {
    ArrowDown: (at, last) => (at >= last ? 0 : at + 1),
    ArrowUp: (at, last) => (at <= 0 ? last : at - 1),
    Home: () => 0,
    End: (_, last) => last,
  };
  const move = moves[event.key];
  // The whole menu's visible entries, groups' pages included, in the order they are drawn.
  const menu = event.currentTarget;
  if (!move) return;
  const entries = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter((entry) => entry.offsetParent !== null);
  const at = entries.indexOf(event.target as HTMLElement);
  entries[move(at, entries.length - 1)]?.focus();
  event.preventDefault();
}

/**
 * The side menu (dark, like antd's inline menu): pages and groups of pages, a group opening and closing
 * in place (in a panel beside the narrow sider when collapsed); the page on screen is highlighted.
 * Every entry is reachable with Tab and the arrows; Enter or Space opens it, → and ← open and close a group.
 */
export function SideMenu({ entries, selected, collapsed }: SideMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string, to = !open.has(key)) =>
    setOpen((keys) => {
      const next = new Set(keys);
      if (to) next.add(key);
      else next.delete(key);
      return next;
    });
  return (
    <ul
      role="menu"
      aria-label={t('shell:menu.label')}
      className={collapsed ? `${styles.menu} ${styles.collapsed}` : styles.menu}
      data-testid="side-menu"
      onKeyDown={moveFocus}
    >
      {entries.map((entry) =>
        entry.kind === 'group' ? (
          <Group
            key={entry.key}
            entry={entry}
            selected={selected}
            collapsed={collapsed}
            open={open.has(entry.key)}
            onToggle={(to) => toggle(entry.key, to)}
          />
        ) : (
          <Page key={entry.key} entry={entry} selected={selected === entry.key} collapsed={collapsed} level={1} />
        ),
      )}
    </ul>
  );
}

function Page({ entry, selected, collapsed, level }: { entry: PageEntry; selected: boolean; collapsed: boolean; level: 1 | 2 }) {
  const navigate = useNavigate();
  const Icon = PAGE_ICONS[entry.key];
  const go = () => void navigate(entry.path);
  return (
    <li role="none">
      <div
        role="menuitem"
        tabIndex={0}
        aria-current={selected ? 'page' : undefined}
        className={`${styles.item} ${level === 2 ? styles.child : ''} ${selected ? styles.selected : ''}`}
        title={collapsed && level === 1 ? entry.label : undefined}
        data-menu-key={entry.key}
        onClick={go}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          go();
        }}
      >
        {Icon && (
          <span className={styles.icon}>
            <Icon />
          </span>
        )}
        <span className={styles.label}>{entry.label}</span>
      </div>
    </li>
  );
}

interface GroupProps {
  entry: GroupEntry;
  selected: string | undefined;
  collapsed: boolean;
  open: boolean;
  onToggle(to?: boolean): void;
}

function Group({ entry, selected, collapsed, open, onToggle }: GroupProps) {
  // Collapsed, the group's pages show in a panel beside the sider while the pointer or the focus is on it.
  const [flyout, setFlyout] = useState<{ top: number; left: number } | null>(null);
  const Icon = GROUP_ICONS[entry.group];
  const holdsSelected = entry.children.some((child) => child.key === selected);
  const expanded = collapsed ? flyout !== null : open;
  const showFlyout = (title: HTMLElement) => {
    const rect = title.getBoundingClientRect();
    setFlyout({ top: rect.top, left: rect.right + 4 });
  };
  const toggle = (title: HTMLElement, to = !expanded) => {
    if (!collapsed) return onToggle(to);
    if (to) showFlyout(title);
    else setFlyout(null);
  };
  return (
    <li
      role="none"
      className={styles.group}
      onMouseEnter={collapsed ? (event) => showFlyout(event.currentTarget.firstElementChild as HTMLElement) : undefined}
      onMouseLeave={collapsed ? () => setFlyout(null) : undefined}
      onBlur={(event) => {
        if (collapsed && !event.currentTarget.contains(event.relatedTarget as Node | null)) setFlyout(null);
      }}
    >
      <div
        role="menuitem"
        tabIndex={0}
        aria-haspopup="menu"
        aria-expanded={expanded}
        className={`${styles.item} ${styles.groupTitle} ${holdsSelected ? styles.groupSelected : ''}`}
        title={collapsed ? entry.label : undefined}
        onClick={(event) => toggle(event.currentTarget)}
        onKeyDown={(event) => {
          const to = { Enter: !expanded, ' ': !expanded, ArrowRight: true, ArrowLeft: false }[event.key];
          if (to === undefined) return;
          event.preventDefault();
          toggle(event.currentTarget, to);
          if (to && collapsed) requestAnimationFrame(() => focusFirst(event.currentTarget.nextElementSibling));
        }}
      >
        <span className={styles.icon}>
          <Icon />
        </span>
        <span className={styles.label}>{entry.label}</span>
        <span className={styles.arrow} aria-hidden="true">
          <DownIcon />
        </span>
      </div>
      {expanded && (
        <ul
          role="menu"
          aria-label={entry.label}
          className={collapsed ? styles.flyout : styles.submenu}
          style={collapsed && flyout ? { top: flyout.top, left: flyout.left } : undefined}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowLeft' && event.key !== 'Escape') return;
            event.preventDefault();
            event.stopPropagation();
            const title = event.currentTarget.previousElementSibling as HTMLElement | null;
            if (title) toggle(title, false);
            title?.focus();
          }}
        >
          {entry.children.map((child) =>
            child.kind === 'page' ? (
              <Page key={child.key} entry={child} selected={selected === child.key} collapsed={false} level={collapsed ? 1 : 2} />
            ) : null,
          )}
        </ul>
      )}
    </li>
  );
}

function focusFirst(menu: Element | null) {
  menu?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
}
