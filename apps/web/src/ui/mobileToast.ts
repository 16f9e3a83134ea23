/** antd-mobile's Toast, loaded on first use: antd-mobile stays out of the main chunk and the desktop's first load. */
export async function showMobileToast(content: string): Promise<void> {
  const [{ Toast }, { setupAntdMobile }] = await Promise.all([import('antd-mobile'), import('./setupAntdMobile')]);
  setupAntdMobile();
  Toast.show({ content });
}
