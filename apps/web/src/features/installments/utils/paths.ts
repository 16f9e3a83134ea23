/** The desktop paths of the installment pages that take a plan (catalogue paths, with the plan's id). */
export const installmentDetailsPath = (id: number) => `/afterSales/installmentDetails?id=${id}`;
export const installmentUnlockPath = (id: number, shell: 'desktop' | 'mobile' = 'desktop') =>
  `${shell === 'desktop' ? '/afterSales/installmentUnlock' : '/installmentUnlock'}?id=${id}`;
