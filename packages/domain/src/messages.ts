import type { ErrorCode } from './errors.js';
import type { Language } from './language.js';

/**
 * Text for every error code and every validation rule, in both languages. The server answers with
 * these; the web loads them into i18next as the `messages` namespace, so a rule reads the same in
 * the form and in the API's answer. Placeholders use i18next's `{{name}}` syntax.
 */
const zhCN = {
  // error codes
  VALIDATION_FAILED: '请求参数校验失败',
  MALFORMED_JSON: '请求体不是合法的 JSON',
  BAD_REQUEST: '请求有误',
  UNSUPPORTED_MEDIA_TYPE: '不支持的内容类型 {{type}}',
  UNAUTHORIZED: '未授权的访问(没有权限或者登录已超时)',
  INVALID_CREDENTIALS: '用户名或密码错误',
  FORBIDDEN: '没有权限执行此操作',
  NOT_FOUND: '资源不存在',
  ROUTE_NOT_FOUND: '接口不存在: {{method}} {{url}}',
  CONFLICT: '数据冲突',
  ILLEGAL_STATE: '当前状态不允许此操作',
  PAYLOAD_TOO_LARGE: '请求体过大',
  RATE_LIMITED: '尝试次数过多,请在 {{seconds}} 秒后再试',
  INTERNAL: '接口服务错误,请稍候再试',
  SERVICE_UNAVAILABLE: '服务暂不可用',
  // validation rules
  'validation.required': '必填',
  'validation.tooLong': '最多 {{max}} 个字符',
  'validation.tooShort': '至少 {{min}} 个字符',
  'validation.invalid': '格式不正确',
  'validation.userName': '用户名只能包含中文、字母、数字和下划线,2 到 32 个字符',
  'validation.password': '密码须为 {{min}} 到 {{max}} 位字母和数字',
  'validation.passwordMismatch': '两次输入的密码不一致',
  'validation.phone': '请输入正确的手机号',
  'validation.email': '请输入正确的邮箱',
  'validation.completeForm': '请完善表单',
  'validation.selectOne': '请至少选择一条数据',
  'validation.roleName': '角色名只能包含中文、字母和数字,2 到 {{max}} 个字符',
  'validation.projectName': '项目名只能包含中文、字母和数字,2 到 {{max}} 个字符',
  'validation.location': '请输入 经度,纬度:经度 -180 到 180,纬度 -90 到 90,最多 6 位小数',
  'validation.unknownPage': '未知页面 {{page}}',
  'validation.unknownKey': '页面 {{page}} 没有权限 {{key}}',
  'validation.userNameTaken': '用户名已存在',
  'validation.roleNameTaken': '角色名已存在',
  'error.grantBeyondOwn': '不能授予自己没有的权限:{{page}} {{key}}',
  'error.roleOtherCompany': '角色不属于该公司',
  'error.projectOtherCompany': '项目不属于该公司',
  'error.cannotDeleteSelf': '不能删除或停用自己',
  'error.companyRequired': '请选择所属公司',
  'error.gradeTooHigh': '不能创建比自己等级更高的用户',
  'error.companyInUse': '该公司下仍有用户或项目,不能删除',
  'error.regionCycle': '上级区域不能是自己或自己的下级',
  'validation.code': '请输入 6 位数字验证码',
  'validation.account': '请输入手机号或邮箱',
  'error.codeWrong': '验证码错误或已失效',
  'error.codeTooSoon': '验证码发送过于频繁,请 {{seconds}} 秒后再试',
  'error.codeDailyLimit': '该号码今日获取验证码次数已达上限',
  'error.phoneTaken': '该手机号已注册',
  'error.oldPasswordWrong': '原密码错误',
  'error.smsFailed': '短信发送失败,请稍后再试',
  'error.noPhone': '请先绑定手机号',
  'error.codeBurned': '验证码错误次数过多,已失效,请重新获取',
  'error.fileType': '文件类型错误',
  'error.fileTooLarge': '文件过大,最大 {{max}}',
  'error.notCompanyAdmin': '只有公司管理员可以修改',
  'error.superUserLogOff': '超级管理员不能注销',
  'error.wechatNotConfigured': '未配置微信公众号',
  'error.wechatTaken': '该微信已绑定其他用户',
  'error.wechatAlreadyBound': '该账号已绑定微信',
  'error.wechatUnbindFailed': '微信解绑失败',
  'error.wechatFailed': '微信授权失败,请重试',
} as const;

export type MessageKey = keyof typeof zhCN;

const enUS: Record<MessageKey, string> = {
  VALIDATION_FAILED: 'The request did not pass validation',
  MALFORMED_JSON: 'The request body is not valid JSON',
  BAD_REQUEST: 'Bad request',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type {{type}}',
  UNAUTHORIZED: 'Unauthorized access (no permission or the login has expired)',
  INVALID_CREDENTIALS: 'Wrong user name or password',
  FORBIDDEN: 'You are not allowed to do this',
  NOT_FOUND: 'Not found',
  ROUTE_NOT_FOUND: 'No such route: {{method}} {{url}}',
  CONFLICT: 'Conflict with existing data',
  ILLEGAL_STATE: 'This action is not allowed in the current state',
  PAYLOAD_TOO_LARGE: 'The request body is too large',
  RATE_LIMITED: 'Too many attempts, try again in {{seconds}} s',
  INTERNAL: 'Service error, please try again later',
  SERVICE_UNAVAILABLE: 'Service unavailable',
  'validation.required': 'Required',
  'validation.tooLong': 'At most {{max}} characters',
  'validation.tooShort': 'At least {{min}} characters',
  'validation.invalid': 'Invalid format',
  'validation.userName': 'User name: Chinese characters, letters, digits and underscores, 2 to 32 characters',
  'validation.password': 'Password: {{min}} to {{max}} letters and digits',
  'validation.passwordMismatch': 'The two passwords differ',
  'validation.phone': 'Enter a valid mobile number',
  'validation.email': 'Enter a valid e-mail address',
  'validation.completeForm': 'Please complete the form',
  'validation.selectOne': 'Select at least one item',
  'validation.roleName': 'Role name: Chinese characters, letters and digits, 2 to {{max}} characters',
  'validation.projectName': 'Project name: Chinese characters, letters and digits, 2 to {{max}} characters',
  'validation.location': 'Enter longitude,latitude: longitude -180 to 180, latitude -90 to 90, at most 6 decimals',
  'validation.unknownPage': 'Unknown page {{page}}',
  'validation.unknownKey': 'Page {{page}} has no permission {{key}}',
  'validation.userNameTaken': 'This user name is taken',
  'validation.roleNameTaken': 'A role with this name exists',
  'error.grantBeyondOwn': 'You cannot grant a permission you do not have: {{page}} {{key}}',
  'error.roleOtherCompany': 'The role belongs to another company',
  'error.projectOtherCompany': 'The project belongs to another company',
  'error.cannotDeleteSelf': 'You cannot delete or disable yourself',
  'error.companyRequired': 'Choose the company',
  'error.gradeTooHigh': 'You cannot create a user above your own grade',
  'error.companyInUse': 'The company still has users or projects',
  'error.regionCycle': 'A region cannot sit under itself or one of its children',
  'validation.code': 'Enter the 6-digit code',
  'validation.account': 'Enter a mobile number or an e-mail address',
  'error.codeWrong': 'Wrong or expired verification code',
  'error.codeTooSoon': 'Codes are sent at most once a minute; try again in {{seconds}} s',
  'error.codeDailyLimit': 'This number has had all its codes for today',
  'error.phoneTaken': 'This mobile number is already registered',
  'error.oldPasswordWrong': 'The current password is wrong',
  'error.smsFailed': 'The text message could not be sent; try again later',
  'error.noPhone': 'Bind a mobile number first',
  'error.codeBurned': 'Too many wrong tries: this code no longer works; ask for a new one',
  'error.fileType': 'Wrong file type',
  'error.fileTooLarge': 'The file is too large (at most {{max}})',
  'error.notCompanyAdmin': 'Only a company administrator can change this',
  'error.superUserLogOff': 'The super user cannot be deleted',
  'error.wechatNotConfigured': 'No WeChat official account is configured',
  'error.wechatTaken': 'This WeChat account is bound to another user',
  'error.wechatAlreadyBound': 'This account has been bound to WeChat',
  'error.wechatUnbindFailed': 'Unbinding WeChat failed',
  'error.wechatFailed': 'WeChat authorisation failed; try again',
};

export const MESSAGES: Record<Language, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

// Every error code has a message in each language (checked by the compiler).
const everyCodeHasText: Record<ErrorCode, string> = zhCN;
void everyCodeHasText;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(zhCN, value);
}

export function formatMessage(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => (name in params ? String(params[name]) : `{{${name}}}`));
}
