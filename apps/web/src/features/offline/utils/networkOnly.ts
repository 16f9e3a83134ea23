/**
 * The phone's pages that read the machines as they run (live values, SCADA views, remote HMI, the
 * history and the large screens): offline they say they need the network instead of waiting (issue 40).
 */
const NETWORK_ONLY_PAGES: ReadonlySet<string> = new Set([
  'history',
  'largeScreen',
  'large_list',
  'noVnc',
  'gpsTrack',
  'valueChangeLog',
  'gatewayLog',
  'conditionCollection',
  'equipmentStatusStatistics',
  'report',
]);

/** Sub pages by address: a device's monitoring, a SCADA view, a remote HMI session. */
const NETWORK_ONLY_PATHS: ReadonlySet<string> = new Set(['/deviceInfo', '/item/view_query', '/item/noVnc_device']);

export function needsNetwork(pathname: string, pageName: string | undefined): boolean {
  return NETWORK_ONLY_PATHS.has(pathname) || (pageName !== undefined && NETWORK_ONLY_PAGES.has(pageName));
}
