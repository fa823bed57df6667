ALTER TABLE "company_pay_settings" ADD COLUMN "super_basis_points" integer DEFAULT 1200 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_pay_settings" ADD COLUMN "workers_comp_basis_points" integer;--> statement-breakpoint
ALTER TABLE "company_pay_settings" ADD COLUMN "payroll_tax_basis_points" integer;