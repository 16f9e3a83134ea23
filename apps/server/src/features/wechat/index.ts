export { wechatRoutes } from './wechat.routes.js';
export { createWechatService, type WechatService } from './wechat.service.js';
