// The inbox feature's entry: all that other features, the shells and the shared layers use of it.
export { DesktopAlertWindow } from './components/DesktopAlertWindow';
export { MobileAlertWindow } from './components/MobileAlertWindow';
export { NotificationsSection } from './components/NotificationsSection';
