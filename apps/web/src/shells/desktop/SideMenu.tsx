import {
  BuildOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BugOutlined,
  ClusterOutlined,
  CreditCardOutlined,
  ExceptionOutlined,
  FileTextOutlined,
  HomeOutlined,
  DatabaseOutlined,
  LineChartOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { MenuGroup } from '@fieldlink/domain';
import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { MenuEntry } from './menuModel';

const GROUP_ICONS: Record<MenuGroup, ReactNode> = {
  item: <AppstoreOutlined />,
  deviceMent: <ClusterOutlined />,
  afterSales: <ToolOutlined />,
  production: <BuildOutlined />,
  configure: <SettingOutlined />,
  dataAnalysis: <LineChartOutlined />,
  SIM: <CreditCardOutlined />,
  xData: <DatabaseOutlined />,
  region1: <TeamOutlined />,
  rbac: <AuditOutlined />,
  logs: <FileTextOutlined />,
  system: <SettingOutlined />,
};

/** Icons of the pages that are top-level entries of their own (no group). */
const PAGE_ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  error_store_page: <BugOutlined />,
  error_logger_page: <ExceptionOutlined />,
};

type Items = NonNullable<MenuProps['items']>;

function toItems(entries: MenuEntry[], navigate: (path: string) => void): Items {
  return entries.map((entry) =>
    entry.kind === 'group'
      ? { key: entry.key, icon: GROUP_ICONS[entry.group], label: entry.label, children: toItems(entry.children, navigate) }
      : {
          key: entry.key,
          icon: PAGE_ICONS[entry.key],
          label: entry.label,
          onClick: () => navigate(entry.path),
        },
  );
}

export interface SideMenuProps {
  entries: MenuEntry[];
  selected: string | undefined;
}

export function SideMenu({ entries, selected }: SideMenuProps) {
  const navigate = useNavigate();
  return (
    <Menu
      theme="dark"
      mode="inline"
      selectedKeys={selected ? [selected] : []}
      items={toItems(entries, (path) => void navigate(path))}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
