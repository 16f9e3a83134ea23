interface WxMiniProgram {
  miniProgram?: { reLaunch?: (options: { url: string }) => void };
}

/** Inside a WeChat mini program web-view: go back to the mini program's index page. */
export function relaunchMiniProgramIndex(): void {
  const wx = (window as Window & { wx?: WxMiniProgram }).wx;
  wx?.miniProgram?.reLaunch?.({ url: '/pages/index/index' });
}
