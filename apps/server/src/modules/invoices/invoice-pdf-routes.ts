import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

export function registerInvoicePdfs(_app: FastifyInstance, _deps: AppDeps): void {}
