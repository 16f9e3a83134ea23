import { lazyPage } from './lazyPage';

// The operations pages (production, SIM cards, installments, remote HMI, GPS tracks, XDATA), each in its own chunk.
export const ProductionPage = lazyPage(
  () => import('../features/production/pages/ProductionPage'),
  (m) => m.ProductionPage,
);
export const MobileProductionPage = lazyPage(
  () => import('../features/production/pages/mobile/MobileProductionPage'),
  (m) => m.MobileProductionPage,
);
export const MyTasksPage = lazyPage(
  () => import('../features/production/pages/MyTasksPage'),
  (m) => m.MyTasksPage,
);
export const ConfigurePage = lazyPage(
  () => import('../features/configuration/pages/ConfigurePage'),
  (m) => m.ConfigurePage,
);
export const SimCardsPage = lazyPage(
  () => import('../features/sim-cards/pages/SimCardsPage'),
  (m) => m.SimCardsPage,
);
export const MobileSimCardsPage = lazyPage(
  () => import('../features/sim-cards/pages/mobile/MobileSimCardsPage'),
  (m) => m.MobileSimCardsPage,
);
export const SimCardDetailPage = lazyPage(
  () => import('../features/sim-cards/pages/SimCardDetailPage'),
  (m) => m.SimCardDetailPage,
);
export const SimCardActionPage = lazyPage(
  () => import('../features/sim-cards/pages/CardActionPage'),
  (m) => m.CardActionPage,
);
export const InvoiceApplicationPage = lazyPage(
  () => import('../features/sim-cards/pages/InvoiceApplicationPage'),
  (m) => m.InvoiceApplicationPage,
);
export const InvoiceRecordsPage = lazyPage(
  () => import('../features/sim-cards/pages/InvoiceRecordsPage'),
  (m) => m.InvoiceRecordsPage,
);
export const InstallmentManagementPage = lazyPage(
  () => import('../features/installments/pages/InstallmentManagementPage'),
  (m) => m.InstallmentManagementPage,
);
export const InstallmentDetailsPage = lazyPage(
  () => import('../features/installments/pages/InstallmentDetailsPage'),
  (m) => m.InstallmentDetailsPage,
);
export const PaymentViewPage = lazyPage(
  () => import('../features/installments/pages/PaymentViewPage'),
  (m) => m.PaymentViewPage,
);
export const MobilePaymentViewPage = lazyPage(
  () => import('../features/installments/pages/mobile/MobilePaymentViewPage'),
  (m) => m.MobilePaymentViewPage,
);
export const InstallmentUnlockPage = lazyPage(
  () => import('../features/installments/pages/InstallmentUnlockPage'),
  (m) => m.InstallmentUnlockPage,
);
export const MobileInstallmentUnlockPage = lazyPage(
  () => import('../features/installments/pages/mobile/MobileInstallmentUnlockPage'),
  (m) => m.MobileInstallmentUnlockPage,
);
export const RemoteDevicesPage = lazyPage(
  () => import('../features/remote-access/pages/RemoteDevicesPage'),
  (m) => m.RemoteDevicesPage,
);
export const MobileRemoteDevicesPage = lazyPage(
  () => import('../features/remote-access/pages/mobile/MobileRemoteDevicesPage'),
  (m) => m.MobileRemoteDevicesPage,
);
export const RemoteSessionPage = lazyPage(
  () => import('../features/remote-access/pages/RemoteSessionPage'),
  (m) => m.RemoteSessionPage,
);
export const MobileRemoteSessionPage = lazyPage(
  () => import('../features/remote-access/pages/mobile/MobileRemoteSessionPage'),
  (m) => m.MobileRemoteSessionPage,
);
export const GpsTrackPage = lazyPage(
  () => import('../features/gps/pages/GpsTrackPage'),
  (m) => m.GpsTrackPage,
);
export const XDataSourcesPage = lazyPage(
  () => import('../features/xdata/pages/XDataSourcesPage'),
  (m) => m.XDataSourcesPage,
);
export const XDataModelsPage = lazyPage(
  () => import('../features/xdata/pages/XDataModelsPage'),
  (m) => m.XDataModelsPage,
);
export const XDataScreensPage = lazyPage(
  () => import('../features/xdata/pages/XDataScreensPage'),
  (m) => m.XDataScreensPage,
);
export const MobileXDataScreensPage = lazyPage(
  () => import('../features/xdata/pages/mobile/MobileXDataScreensPage'),
  (m) => m.MobileXDataScreensPage,
);
export const MobileXDataSourcesPage = lazyPage(
  () => import('../features/xdata/pages/mobile/MobileXDataSourcesPage'),
  (m) => m.MobileXDataSourcesPage,
);
export const MobileXDataModelsPage = lazyPage(
  () => import('../features/xdata/pages/mobile/MobileXDataModelsPage'),
  (m) => m.MobileXDataModelsPage,
);
