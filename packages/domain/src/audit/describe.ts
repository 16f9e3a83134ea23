import type { Language } from '../language.js';

/**
 * The operation log in people's words: an entry (`action` "object.verb", the object it touched, the
 * snapshots before and after) as one sentence in the reader's language, "completed work order
 * WO-20261125-0001" / "完成工单 WO-20261125-0001". The desktop log, its Excel export and the phone
 * log all read entries through `describeAuditEntry`, so no key ever reaches a reader.
 */
export interface AuditEntryLike {
  action: string;
  objectType?: string | null;
  objectId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

type Words = Readonly<Record<Language, string>>;
const w = (zh: string, en: string): Words => ({ 'zh-CN': zh, 'en-US': en });

/** What the log's objects are called. */
export const AUDIT_OBJECTS: Readonly<Record<string, Words>> = {
  user: w('用户', 'user'),
  role: w('角色', 'role'),
  company: w('客户', 'customer'),
  region: w('区域', 'region'),
  project: w('项目', 'project'),
  projectGroup: w('项目分组', 'project group'),
  treeNode: w('树节点', 'tree node'),
  device: w('设备', 'device'),
  deviceType: w('设备类型', 'device type'),
  point: w('数据点', 'data point'),
  alarmSource: w('报警源', 'alarm source'),
  alarm: w('报警', 'alarm'),
  workOrder: w('工单', 'work order'),
  maintenancePlan: w('维保计划', 'maintenance plan'),
  part: w('备件', 'spare part'),
  partApplication: w('备件申请', 'part request'),
  assessmentRule: w('考核规则', 'assessment rule'),
  collectionTask: w('采集任务', 'collection task'),
  report: w('报表', 'report'),
  notice: w('公告', 'notice'),
  view: w('画面', 'view'),
  screen: w('大屏', 'large screen'),
  chargingRoom: w('充电房', 'charging room'),
  simCard: w('SIM 卡', 'SIM card'),
  invoice: w('开票申请', 'invoice application'),
  galleryImage: w('图库图片', 'gallery image'),
  recipe: w('配方', 'recipe'),
  share: w('分享链接', 'share link'),
};

/** What was done, as a verb before the object ("completed" work order). */
export const AUDIT_VERBS: Readonly<Record<string, Words>> = {
  create: w('新增', 'created'),
  update: w('修改', 'changed'),
  edit: w('修改', 'changed'),
  delete: w('删除', 'deleted'),
  deleteMany: w('批量删除', 'deleted several'),
  copy: w('复制', 'copied'),
  import: w('导入', 'imported'),
  importOverwrite: w('导入覆盖', 'imported over'),
  'import.new': w('导入', 'imported'),
  'import.old': w('导入', 'imported'),
  setValue: w('设定', 'set the value of'),
  permissions: w('分配权限:', 'assigned permissions to'),
  resetPassword: w('重置密码:', 'reset the password of'),
  resetPasswordByCode: w('验证码重置密码:', 'reset by code the password of'),
  changePassword: w('修改密码:', 'changed the password of'),
  changeCredentials: w('修改用户名和密码:', 'changed the user name and password of'),
  register: w('注册', 'registered'),
  rename: w('重命名', 'renamed'),
  setMain: w('设为首页', 'set as main'),
  logOff: w('注销', 'closed the account of'),
  bindEmail: w('绑定邮箱:', 'bound an e-mail to'),
  bindPhone: w('绑定手机:', 'bound a phone to'),
  wechatBind: w('绑定微信:', 'bound WeChat to'),
  wechatUnbind: w('解绑微信:', 'unbound WeChat from'),
  notifications: w('修改通知设置:', 'changed the notification settings of'),
  logoText: w('修改 Logo 文字:', 'changed the logo text of'),
  request: w('报修', 'filed a repair request as'),
  rate: w('评价', 'rated'),
  dispatch: w('派单', 'dispatched'),
  'cancel-dispatch': w('取消派单', 'took back the dispatch of'),
  accept: w('接单', 'accepted'),
  start: w('启动', 'started'),
  stop: w('停止', 'stopped'),
  transfer: w('转单', 'transferred'),
  return: w('退回', 'returned'),
  complete: w('完成', 'completed'),
  verify: w('人工确认维修', 'confirmed the repair of'),
  reopen: w('重新打开', 'reopened'),
  cancel: w('取消', 'cancelled'),
  acknowledge: w('确认', 'acknowledged'),
  clear: w('清除', 'cleared'),
  approve: w('批准', 'approved'),
  reject: w('驳回', 'rejected'),
  issue: w('发放', 'issued'),
  publish: w('发布', 'published'),
  download: w('下发', 'downloaded'),
  revoke: w('撤销', 'revoked'),
  open: w('打开', 'opened'),
  open_refused: w('访问码错误,拒绝打开', 'refused (wrong code) to open'),
  'stock.purchase': w('采购入库', 'stocked in (purchase)'),
  'stock.return': w('退回入库', 'stocked in (return)'),
  'stock.issue': w('出库', 'issued from stock'),
  'stock.adjust': w('调整库存', 'adjusted the stock of'),
  renew: w('续费', 'renewed'),
  changePlan: w('变更套餐:', 'changed the plan of'),
  extend: w('延期', 'extended'),
  topUp: w('充值流量:', 'topped up'),
  warning: w('设置流量预警:', 'set the data warning of'),
  apply: w('提交', 'applied for'),
};

const FALLBACK_VERB = w('操作', 'changed');
const FALLBACK_OBJECT = w('对象', 'object');

/** Fields that name an object, in the order they are tried, in the snapshot after and then before. */
const NAME_FIELDS = ['number', 'name', 'userName', 'title', 'partName', 'iccid'] as const;

/** The action split into its object and verb: "part.stock.adjust" -> part, stock.adjust. */
export function splitAuditAction(action: string): { object: string; verb: string } {
  const dot = action.indexOf('.');
  return dot < 0 ? { object: '', verb: action } : { object: action.slice(0, dot), verb: action.slice(dot + 1) };
}

export function auditObjectNoun(objectType: string | null | undefined, language: Language): string {
  return (objectType ? AUDIT_OBJECTS[objectType]?.[language] : undefined) ?? FALLBACK_OBJECT[language];
}

export function auditVerb(verb: string, language: Language): string {
  return (AUDIT_VERBS[verb] ?? FALLBACK_VERB)[language];
}

/** The action alone, "完成工单" / "completed work order" (the log's filter shows these). */
export function auditActionLabel(action: string, language: Language): string {
  const { object, verb } = splitAuditAction(action);
  const noun = object ? auditObjectNoun(object, language) : '';
  if (language === 'zh-CN') return `${auditVerb(verb, language)}${noun}`;
  const text = noun ? `${auditVerb(verb, language)} ${noun}` : auditVerb(verb, language);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function nameIn(snapshot: unknown): string | undefined {
  if (!snapshot || typeof snapshot !== 'object') return undefined;
  const record = snapshot as Record<string, unknown>;
  for (const field of NAME_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/** The object's name or number from its snapshots ("WO-20261125-0001", "苏州注塑一厂"), else "#id". */
export function auditObjectName(entry: AuditEntryLike): string {
  const name = nameIn(entry.after) ?? nameIn(entry.before);
  if (name) return name;
  return entry.objectId != null && entry.objectId !== '' ? `#${entry.objectId}` : '';
}

/** The object with its name: "工单 WO-…", "project “Plant 1”"; a number or "#id" is not quoted. */
export function auditObjectText(entry: AuditEntryLike, language: Language): string {
  const noun = auditObjectNoun(entry.objectType, language);
  const name = auditObjectName(entry);
  if (!name) return noun;
  const quoted = name.startsWith('#') || /^[A-Z]{2,}-[\d-]+$/.test(name) ? name : language === 'zh-CN' ? `「${name}」` : `“${name}”`;
  return language === 'zh-CN' ? `${noun}${quoted.startsWith('「') ? '' : ' '}${quoted}` : `${noun} ${quoted}`;
}

/**
 * The entry as a sentence in `language`, starting with a lower-case verb in English so it reads
 * after the user's name: "completed work order WO-20261125-0001", "新增维保计划「月度点检」".
 * When the action's object is not the entry's (points imported into a device), both are said:
 * "imported data point: device “Press-1”".
 */
export function describeAuditEntry(entry: AuditEntryLike, language: Language): string {
  const { object, verb } = splitAuditAction(entry.action);
  const verbText = auditVerb(verb, language);
  const target = auditObjectText(entry, language);
  if (object && entry.objectType && object !== entry.objectType) {
    const what = auditObjectNoun(object, language);
    return language === 'zh-CN' ? `${verbText}${what}:${target}` : `${verbText} ${what}: ${target}`;
  }
  return language === 'zh-CN' ? `${verbText}${target}` : `${verbText} ${target}`;
}
