export { companyZone } from '../companies/companies.api.ts';
