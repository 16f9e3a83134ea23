import { defineMessages } from '../define-messages.js';

/** Large screens (spec §2 /largeScreen, §3 Screen). */
export const screenMessages = defineMessages(
  {
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
  },
  {
    'validation.screenName': 'A screen name is 1 to 8 characters: Chinese, letters and digits only',
    'validation.screenTitle': 'The title is at most 40 characters',
    'validation.screenSize': 'The design size is 320×240 to 7680×4320 pixels',
    'validation.screenGrid': 'Rows and columns are 1 to 24',
    'validation.widgetOutside': 'A widget lies outside the grid',
    'validation.widgetOverlap': 'Two widgets overlap',
    'validation.widgetId': 'A widget id is invalid or repeated',
    'validation.widgetConfig': 'A widget is not fully configured',
    'validation.tooManyWidgets': 'The screen has too many widgets',
    'error.screenNotFound': 'The screen does not exist or you have no access to it',
    'error.screenNameTaken': 'This project already has a screen with that name',
  },
);
