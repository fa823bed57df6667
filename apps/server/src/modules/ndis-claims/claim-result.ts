import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

export function registerClaimResult(_app: FastifyInstance, _deps: AppDeps): void {}
