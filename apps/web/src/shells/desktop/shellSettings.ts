/** Desktop shell settings. Closing a tag asks 确定要关闭这一页吗 only when confirmTagClose is on. */
export const DESKTOP_SHELL_SETTINGS = {
  confirmTagClose: false,
  siderWidth: 256,
  siderCollapsedWidth: 64,
  tagScrollStep: 240,
  backTopVisibilityHeight: 100,
} as const;
