export { companyZone } from '../companies/companies.repo.ts';
