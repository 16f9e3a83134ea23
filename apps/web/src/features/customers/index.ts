// The customers feature's entry: all that other features, the shells and the shared layers use of it.
export { companiesApi } from './api/companiesApi';
export { CompanyPicker, useIsSuperUser } from './components/CompanyPicker';
