/** `remoteMessages` in zh-CN: a module of its own, so that each language's catalog loads only its own text. */
export const remoteMessagesZhCN = {
  'validation.remoteHost': '地址只能包含字母、数字、点、横线和冒号',
  'validation.vncPassword': 'VNC 密码最多 8 个字符',
  'validation.gpsLatitude': '纬度须在 -90 到 90 之间',
  'validation.gpsLongitude': '经度须在 -180 到 180 之间',
  'validation.gpsRange': '结束时间须晚于开始时间,且范围不超过 31 天',
  'validation.geofenceName': '围栏名称为 1 到 32 个字符',
  'validation.geofenceRadius': '半径须在 10 米到 1000 千米之间',
  'validation.geofencePolygon': '多边形须有 3 到 100 个顶点',
  'error.geofenceLimit': '每台设备最多 20 个电子围栏',
  'error.remoteNotConfigured': '该设备未配置远程 HMI 地址',
  'error.remoteGatewayOffline': '设备网关离线,无法经网关打开远程 HMI',
  'error.remoteSessionNotFound': '远程会话不存在或已结束',
} as const;
