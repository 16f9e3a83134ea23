/** `screenMessages` in zh-CN: a module of its own, so that each language's catalog loads only its own text. */
export const screenMessagesZhCN = {
  'validation.screenName': '大屏名称为 1 到 8 个字符,只能包含中文、字母和数字',
  'validation.screenTitle': '标题最多 40 个字符',
  'validation.screenSize': '设计尺寸须为 320×240 到 7680×4320 像素',
  'validation.screenGrid': '行数和列数须为 1 到 24',
  'validation.widgetOutside': '组件超出了网格',
  'validation.widgetOverlap': '组件相互重叠',
  'validation.widgetId': '组件编号无效或重复',
  'validation.widgetConfig': '组件配置不完整',
  'validation.tooManyWidgets': '组件过多',
  'error.screenNotFound': '大屏不存在或无权访问',
  'error.screenNameTaken': '该项目已有同名大屏',
} as const;
