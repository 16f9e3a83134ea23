import { type PageDef } from './page-def.js';

/** The XDATA pages of the catalogue (spec §2, §3): CSV data sources, data models over them and Fieldlink's tables, data screens. */
export const XDATA_PAGES = [
  {
    // XDATA (spec §2, §3): CSV data sources, data models over them and Fieldlink's tables, data screens.
    name: 'xData_source',
    title: { 'zh-CN': '数据源', 'en-US': 'Data sources' },
    keys: ['view', 'add', 'edit', 'delete'],
    paths: { desktop: '/xData/xData_source', mobile: '/xData/xData_source' },
    group: 'xData',
  },
  {
    name: 'xData_model',
    title: { 'zh-CN': '数据模型', 'en-US': 'Data models' },
    keys: ['view', 'add', 'edit', 'delete'],
    paths: { desktop: '/xData/xData_model', mobile: '/xData/xData_model' },
    group: 'xData',
  },
  {
    name: 'xData_screen',
    title: { 'zh-CN': 'XDATA 数据大屏', 'en-US': 'XDATA screens' },
    keys: ['view', 'add', 'edit', 'delete'],
    paths: { desktop: '/xData/xData_screen', mobile: '/xData/xData_screen' },
    group: 'xData',
  },
] as const satisfies readonly PageDef[];
