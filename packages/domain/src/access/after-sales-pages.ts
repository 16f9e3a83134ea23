import { CRUD, type PageDef } from './page-def.js';

/** The after-sales pages of the catalogue (spec §2 /afterSales, the maintenance and parts pages): orders, plans, parts, assessment. */
export const AFTER_SALES_PAGES = [
  {
    name: 'orderReview',
    title: { 'zh-CN': '工单总览', 'en-US': 'Order overview' },
    keys: [...CRUD, 'dispatch'],
    paths: { desktop: '/afterSales/orderReview', mobile: '/orderReview' },
    group: 'afterSales',
    whitelist: ['desktop', 'mobile'],
  },
  {
    name: 'myOrder',
    title: { 'zh-CN': '我的工单', 'en-US': 'My orders' },
    keys: ['view', 'accept', 'transfer', 'complete'],
    paths: { desktop: '/afterSales/myOrder', mobile: '/myOrder' },
    group: 'afterSales',
    whitelist: ['desktop', 'mobile'],
  },
  {
    // Repair request (spec §2 /application_for_repair): any signed-in user may report a fault on a
    // device they can see; the QR code on a device opens the same form without signing in.
    name: 'application_for_repair',
    title: { 'zh-CN': '报修申请', 'en-US': 'Repair request' },
    keys: ['view'],
    paths: { desktop: '/afterSales/application_for_repair', mobile: '/application_for_repair' },
    group: 'afterSales',
    whitelist: ['desktop', 'mobile'],
  },
  {
    name: 'maintain_list',
    title: { 'zh-CN': '维保列表', 'en-US': 'Maintenance list' },
    keys: CRUD,
    paths: { desktop: '/afterSales/maintain_list', mobile: '/maintain/maintain_list' },
    group: 'afterSales',
    whitelist: ['desktop', 'mobile'],
  },
  {
    name: 'maintain_management',
    title: { 'zh-CN': '维保计划', 'en-US': 'Maintenance plans' },
    keys: CRUD,
    paths: { desktop: '/maintain/maintain_management' },
    group: 'afterSales',
  },
  {
    name: 'maintain_mine',
    title: { 'zh-CN': '我的维保', 'en-US': 'My maintenance' },
    keys: ['view'],
    paths: { desktop: '/maintain/maintain_mine', mobile: '/maintain/maintain_mine' },
    group: 'afterSales',
  },
  {
    name: 'maintain_submit',
    title: { 'zh-CN': '维保提交', 'en-US': 'Maintenance submission' },
    keys: ['view', 'add'],
    paths: { desktop: '/maintain/maintain_submit', mobile: '/maintain/maintain_submit' },
    group: 'afterSales',
  },
  {
    name: 'projectImport',
    title: { 'zh-CN': '项目导入', 'en-US': 'Project import' },
    keys: ['view', 'import'],
    paths: { desktop: '/maintain/projectImport' },
    group: 'afterSales',
  },
  {
    name: 'AssessmentRule',
    title: { 'zh-CN': '考核规则', 'en-US': 'Assessment rules' },
    keys: CRUD,
    paths: { desktop: '/afterSales/AssessmentRule', mobile: '/AssessmentRule' },
    group: 'afterSales',
  },
  {
    name: 'assessmentSearch',
    title: { 'zh-CN': '考核查询', 'en-US': 'Assessment search' },
    keys: ['view', 'export'],
    paths: { desktop: '/afterSales/assessmentSearch', mobile: '/assessmentSearch' },
    group: 'afterSales',
  },
  {
    // Issue 39: reliability figures (MTBF, MTTR, first-time fix, repeat repairs, availability, top causes)
    // per device, type, project, customer and technician; edit: the company's recurrence setting.
    name: 'reliability',
    title: { 'zh-CN': '可靠性分析', 'en-US': 'Reliability' },
    keys: ['view', 'export', 'edit'],
    paths: { desktop: '/afterSales/reliability' },
    group: 'afterSales',
  },
  {
    name: 'partsApplication',
    title: { 'zh-CN': '配件申请', 'en-US': 'Parts applications' },
    // add: apply on any order (an order's repairman always may); approve: approve or reject; issue: hand out stock.
    keys: ['view', 'add', 'approve', 'issue'],
    paths: { desktop: '/afterSales/partsApplication', mobile: '/partsApplication' },
    group: 'afterSales',
    whitelist: ['desktop', 'mobile'],
  },
  {
    name: 'partsRecords',
    title: { 'zh-CN': '配件记录', 'en-US': 'Parts records' },
    keys: ['view', 'export'],
    paths: { desktop: '/afterSales/partsRecords', mobile: '/partsRecords' },
    group: 'afterSales',
  },
  {
    name: 'partsCatalog',
    title: { 'zh-CN': '配件库存', 'en-US': 'Parts and stock' },
    // edit also covers stock in and adjustments.
    keys: ['view', 'add', 'edit', 'delete', 'export'],
    paths: { desktop: '/afterSales/partsCatalog' },
    group: 'afterSales',
  },
  {
    // Production management (spec §2 /productionManagement): task templates, production tasks, raw materials and figures as tabs.
    name: 'productionManagement',
    title: { 'zh-CN': '生产管理', 'en-US': 'Production management' },
    // edit also covers starting, pausing and finishing tasks and entering scrap.
    keys: CRUD,
    paths: { desktop: '/production/productionManagement', mobile: '/productionManagement' },
    group: 'production',
  },
  {
    // My task (spec §2 titles): the operator's own production tasks with live progress; edit starts, pauses, finishes and enters scrap.
    name: 'myTask',
    title: { 'zh-CN': '我的任务', 'en-US': 'My tasks' },
    keys: ['view', 'edit'],
    paths: { desktop: '/production/myTask', mobile: '/myTask' },
    group: 'production',
  },
  {
    // Installment and lock management (spec §1, §2 /installmentManagement): plans with their state, the overdue list.
    name: 'installmentManagement',
    title: { 'zh-CN': '分期管理', 'en-US': 'Installments' },
    keys: ['view', 'add', 'delete'],
    paths: { desktop: '/afterSales/installmentManagement' },
    group: 'afterSales',
  },
  {
    // One plan (spec §2 /installmentDetails): periods, payments (add = record a payment), lock state, events.
    name: 'installmentDetails',
    title: { 'zh-CN': '分期详情', 'en-US': 'Installment details' },
    keys: ['view', 'add'],
    paths: { desktop: '/afterSales/installmentDetails' },
    group: 'afterSales',
    hidden: true,
  },
  {
    // The customer's payment view (spec §2 /installment_paymentView), per customer and per device.
    name: 'installment_paymentView',
    title: { 'zh-CN': '还款查看', 'en-US': 'Payment view' },
    keys: ['view'],
    paths: { desktop: '/afterSales/installment_paymentView', mobile: '/installment_paymentView' },
    group: 'afterSales',
  },
  {
    // Unlock (spec §2 /installmentUnlock): setValue = unlock now for some days, or an offline unlock code.
    name: 'installmentUnlock',
    title: { 'zh-CN': '解锁', 'en-US': 'Unlock' },
    keys: ['view', 'setValue'],
    paths: { desktop: '/afterSales/installmentUnlock', mobile: '/installmentUnlock' },
    group: 'afterSales',
  },
] as const satisfies readonly PageDef[];
